import type { TVideoTemplate } from '@cardora/contract';
import MovieRounded from '@mui/icons-material/MovieRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILL_FRAME } from '#components/fill-frame';
import { aspectRatioOf, secondsLabel } from '../video-format';

/**
 * One template: its poster; a tap plays the sample preview muted in place (tap again to pause),
 * and 'Use this' opens the editor. Only one preview plays at a time (the page passes `playing`).
 */
export function TemplateTile({
  template,
  playing,
  onPlay,
  onPick,
}: {
  template: TVideoTemplate;
  playing: boolean;
  onPlay: (playing: boolean) => void;
  onPick: () => void;
}) {
  const { t } = useTranslation('products');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  const canPlay = template.previewUrl !== null;

  const toggle = () => {
    const video = videoRef.current;
    if (!canPlay) return;
    if (playing && video) {
      video.pause();
      onPlay(false);
      return;
    }
    onPlay(true);
  };

  return (
    <Card sx={{ p: 0, overflow: 'hidden', display: 'flex', flexDirection: 'column' }} data-testid="video-template">
      <ButtonBase
        onClick={toggle}
        aria-label={
          playing ? t('videos.tile.pause', { name: template.name }) : t('videos.tile.play', { name: template.name })
        }
        aria-pressed={playing}
        data-testid="video-template-preview"
        sx={{
          position: 'relative',
          display: 'block',
          width: '100%',
          aspectRatio: aspectRatioOf(template.kind),
          bgcolor: '#1b2333',
          overflow: 'hidden',
        }}
      >
        {template.posterUrl ? (
          <Box component="img" src={template.posterUrl} alt="" loading="lazy" sx={{ ...FILL_FRAME }} />
        ) : (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'grey.500' }}>
            <MovieRounded sx={{ fontSize: 40 }} />
          </Box>
        )}
        {playing && template.previewUrl ? (
          <Box
            component="video"
            ref={videoRef}
            src={template.previewUrl}
            poster={template.posterUrl ?? undefined}
            autoPlay
            muted
            loop
            playsInline
            onPlaying={() => setStarted(true)}
            sx={{
              ...FILL_FRAME,
              opacity: started ? 1 : 0,
              transition: 'opacity 200ms',
            }}
            data-testid="video-template-playing"
          />
        ) : null}
        {canPlay ? (
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              right: 8,
              bottom: 8,
              width: 36,
              height: 36,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(15,20,29,0.62)',
              color: '#fff',
              backdropFilter: 'blur(4px)',
            }}
          >
            {playing ? <PauseRounded /> : <PlayArrowRounded />}
          </Box>
        ) : null}
        <Chip
          size="small"
          label={secondsLabel(template.duration)}
          sx={{
            position: 'absolute',
            left: 8,
            top: 8,
            height: 22,
            bgcolor: 'rgba(15,20,29,0.62)',
            color: '#fff',
            fontWeight: 600,
            fontSize: 12,
          }}
        />
      </ButtonBase>
      <Stack spacing={1} sx={{ p: { xs: 1.25, sm: 1.75 }, flex: 1 }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            variant="h5"
            component="h3"
            sx={{ fontSize: { xs: '0.9rem', sm: '1rem' }, lineHeight: 1.3, overflowWrap: 'anywhere' }}
          >
            {template.name}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {template.category}
          </Typography>
        </Box>
        <Button
          variant="contained"
          size="small"
          onClick={onPick}
          fullWidth
          data-testid="video-template-pick"
          aria-label={t('videos.tile.useName', { name: template.name })}
        >
          {t('videos.tile.use')}
        </Button>
      </Stack>
    </Card>
  );
}
