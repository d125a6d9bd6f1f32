import { VIDEO_SLOT_LABELS, type VideoSlotField, type VideoTemplateKind } from '@cardora/contract';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { FILL_FRAME } from '#components/fill-frame';
import { aspectRatioOf, SlotContent, type SlotValues, secondsLabel } from '#features/videos';
import { clampBox, type SlotDraft, slotOfDraft, slotShownAt } from '../template-form';

/** What the boxes show while a template is made: the sample a preview uses. */
export const SAMPLE_VALUES: SlotValues = {
  businessName: 'Sharma Sweets',
  phone: '+91 98765 43210',
  address: 'MG Road, Pune 411001',
  customLine: 'Diwali offer: 20% off',
};

type Box4 = Pick<SlotDraft, 'x' | 'y' | 'width' | 'height'>;
type Drag = { field: VideoSlotField; mode: 'move' | 'resize'; startX: number; startY: number; start: Box4 };

/**
 * The template's frame with each slot as a box: drag a box to move it, its corner to resize it.
 * The video stands still at the chosen second (the slider); slots not on screen then are faint.
 */
export function SlotCanvas({
  kind,
  sourceUrl,
  posterUrl,
  duration,
  slots,
  selected,
  invalid,
  onSelect,
  onMove,
}: {
  kind: VideoTemplateKind;
  sourceUrl: string | null;
  posterUrl: string | null;
  duration: number;
  slots: { field: VideoSlotField; draft: SlotDraft }[];
  selected: VideoSlotField | null;
  /** Slots with a problem get a red outline. */
  invalid: ReadonlySet<VideoSlotField>;
  onSelect: (field: VideoSlotField) => void;
  onMove: (field: VideoSlotField, box: Box4) => void;
}) {
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const drag = useRef<Drag | null>(null);
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const max = Math.max(0.1, duration);

  // The frame follows the slider while paused.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || playing) return;
    if (Math.abs(video.currentTime - time) > 0.04) video.currentTime = time;
  }, [time, playing]);

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (playing) {
      video.pause();
      setPlaying(false);
    } else {
      if (video.currentTime >= max - 0.05) video.currentTime = 0;
      void video.play().then(
        () => setPlaying(true),
        () => setPlaying(false),
      );
    }
  };

  const begin = (event: PointerEvent, field: VideoSlotField, mode: Drag['mode'], start: Box4) => {
    event.stopPropagation();
    event.preventDefault();
    onSelect(field);
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { field, mode, startX: event.clientX, startY: event.clientY, start };
  };
  const move = (event: PointerEvent) => {
    const current = drag.current;
    const frame = frameRef.current?.getBoundingClientRect();
    if (!current || !frame) return;
    const dx = ((event.clientX - current.startX) / frame.width) * 100;
    const dy = ((event.clientY - current.startY) / frame.height) * 100;
    const { start } = current;
    onMove(
      current.field,
      clampBox(
        current.mode === 'move'
          ? { ...start, x: start.x + dx, y: start.y + dy }
          : {
              ...start,
              width: Math.min(100 - start.x, start.width + dx),
              height: Math.min(100 - start.y, start.height + dy),
            },
      ),
    );
  };
  const end = () => {
    drag.current = null;
  };

  return (
    <Stack spacing={1} data-testid="slot-canvas">
      <Box
        ref={frameRef}
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: kind === 'STORY_VIDEO' ? 300 : 420,
          mx: 'auto',
          aspectRatio: aspectRatioOf(kind),
          bgcolor: '#1b2333',
          borderRadius: '12px',
          overflow: 'hidden',
          userSelect: 'none',
        }}
      >
        {sourceUrl ? (
          <Box
            component="video"
            ref={videoRef}
            src={sourceUrl}
            muted
            playsInline
            preload="auto"
            onTimeUpdate={(event) => {
              if (playing) setTime(Math.min(max, event.currentTarget.currentTime));
            }}
            onEnded={() => setPlaying(false)}
            sx={{ ...FILL_FRAME }}
          />
        ) : posterUrl ? (
          <Box component="img" src={posterUrl} alt="" sx={{ ...FILL_FRAME }} />
        ) : (
          <Typography
            variant="body2"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              color: 'grey.400',
              p: 2,
              textAlign: 'center',
            }}
          >
            Choose the video to see its frame here.
          </Typography>
        )}
        {slots.map(({ field, draft }) => {
          const active = field === selected;
          const shown = slotShownAt(draft, time);
          const bad = invalid.has(field);
          return (
            <Box
              key={field}
              role="button"
              tabIndex={0}
              aria-label={`${VIDEO_SLOT_LABELS[field]}: drag to move`}
              aria-pressed={active}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') onSelect(field);
              }}
              onPointerDown={(event) => begin(event, field, 'move', draft)}
              onPointerMove={move}
              onPointerUp={end}
              onPointerCancel={end}
              data-testid={`slot-box-${field}`}
              sx={{
                position: 'absolute',
                left: `${draft.x}%`,
                top: `${draft.y}%`,
                width: `${draft.width}%`,
                height: `${draft.height}%`,
                cursor: 'move',
                touchAction: 'none',
                opacity: shown ? 1 : 0.38,
                outline: bad ? '2px solid #ff5252' : active ? '2px solid #fff' : '1px dashed rgba(255,255,255,0.85)',
                boxShadow: active ? '0 0 0 3px rgba(30,99,214,0.8)' : 'none',
                zIndex: active ? 2 : 1,
              }}
            >
              <SlotContent slot={slotOfDraft(field, draft)} value={SAMPLE_VALUES[field]} />
              <Box
                component="span"
                sx={{
                  position: 'absolute',
                  left: 0,
                  top: 0,
                  transform: 'translateY(-100%)',
                  px: 0.5,
                  fontSize: 10,
                  lineHeight: '14px',
                  fontWeight: 700,
                  color: '#fff',
                  bgcolor: bad ? '#d32f2f' : active ? 'primary.main' : 'rgba(15,20,29,0.7)',
                  borderRadius: '3px 3px 0 0',
                  whiteSpace: 'nowrap',
                  pointerEvents: 'none',
                  display: draft.y < 3 ? 'none' : 'block',
                }}
              >
                {VIDEO_SLOT_LABELS[field]}
              </Box>
              {active ? (
                <Box
                  aria-label={`Resize ${VIDEO_SLOT_LABELS[field]}`}
                  onPointerDown={(event) => begin(event, field, 'resize', draft)}
                  onPointerMove={move}
                  onPointerUp={end}
                  onPointerCancel={end}
                  data-testid={`slot-resize-${field}`}
                  sx={{
                    position: 'absolute',
                    right: -11,
                    bottom: -11,
                    width: 22,
                    height: 22,
                    cursor: 'nwse-resize',
                    touchAction: 'none',
                    display: 'grid',
                    placeItems: 'center',
                    '&::after': {
                      content: '""',
                      width: 12,
                      height: 12,
                      borderRadius: '3px',
                      bgcolor: '#fff',
                      border: '2px solid',
                      borderColor: 'primary.main',
                    },
                  }}
                />
              ) : null}
            </Box>
          );
        })}
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', maxWidth: 420, width: '100%', mx: 'auto' }}>
        <IconButton
          onClick={togglePlay}
          disabled={!sourceUrl}
          aria-label={playing ? 'Pause' : 'Play'}
          size="small"
          data-testid="slot-canvas-play"
        >
          {playing ? <PauseRounded /> : <PlayArrowRounded />}
        </IconButton>
        <Slider
          value={Math.min(time, max)}
          min={0}
          max={max}
          step={0.1}
          onChange={(_event, value) => {
            if (typeof value !== 'number') return;
            videoRef.current?.pause();
            setPlaying(false);
            setTime(value);
          }}
          aria-label="Second of the video"
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => secondsLabel(value)}
          data-testid="slot-canvas-time"
        />
        <Typography variant="caption" color="textSecondary" sx={{ minWidth: 64, textAlign: 'right' }}>
          {secondsLabel(time)} / {secondsLabel(max)}
        </Typography>
      </Stack>
      <Typography variant="caption" color="textSecondary" sx={{ textAlign: 'center' }}>
        Drag a box to move it, its corner to resize it. Faint boxes are not on screen at this second.
      </Typography>
    </Stack>
  );
}
