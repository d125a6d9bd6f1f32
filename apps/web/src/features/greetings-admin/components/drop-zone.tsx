// Where files go in: dropped on the zone (desktop) or chosen with the picker (any device; on a
// phone the picker is the whole zone).
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type DragEvent, useId, useRef, useState } from 'react';
import { acceptOf } from '../upload';

export function DropZone({
  videos,
  onFiles,
  disabled = false,
  compact = false,
}: {
  videos: boolean;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** Files are listed already: a shorter zone. */
  compact?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const hold = (event: DragEvent) => {
    event.preventDefault();
    event.stopPropagation();
  };
  const drop = (event: DragEvent) => {
    hold(event);
    setOver(false);
    if (disabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };

  return (
    <Box
      onDragEnter={(event) => {
        hold(event);
        if (!disabled) setOver(true);
      }}
      onDragOver={hold}
      onDragLeave={(event) => {
        hold(event);
        if (event.currentTarget.contains(event.relatedTarget instanceof Node ? event.relatedTarget : null)) return;
        setOver(false);
      }}
      onDrop={drop}
      sx={(theme) => ({
        border: `2px dashed ${over ? theme.palette.primary.main : theme.palette.divider}`,
        bgcolor: over ? alpha(theme.palette.primary.main, 0.06) : alpha(theme.palette.primary.main, 0.02),
        borderRadius: '14px',
        px: 2,
        py: compact ? 2 : { xs: 3, sm: 4 },
        textAlign: 'center',
        transition: 'background-color 120ms, border-color 120ms',
        opacity: disabled ? 0.6 : 1,
      })}
      data-testid="upload-drop-zone"
    >
      {compact ? null : (
        <Box
          sx={(theme) => ({
            width: 56,
            height: 56,
            mx: 'auto',
            mb: 1.5,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: alpha(theme.palette.primary.main, 0.1),
            color: 'primary.main',
          })}
        >
          <CloudUploadRounded sx={{ fontSize: 30 }} />
        </Box>
      )}
      <Typography sx={{ fontWeight: 600, display: { xs: 'none', sm: 'block' } }}>
        {over ? 'Drop the files to add them' : 'Drag images here, or'}
      </Typography>
      <Button
        variant={compact ? 'outlined' : 'contained'}
        startIcon={compact ? <CloudUploadRounded /> : undefined}
        onClick={() => input.current?.click()}
        disabled={disabled}
        sx={{ mt: { xs: 0, sm: 1 } }}
        aria-describedby={hintId}
        data-testid="upload-choose"
      >
        {compact ? 'Add more files' : 'Choose files'}
      </Button>
      <Typography id={hintId} variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        JPEG, PNG or WebP images up to 8 MB each{videos ? '; MP4 or WebM videos up to 50 MB' : ''}.
      </Typography>
      <input
        ref={input}
        type="file"
        multiple
        accept={acceptOf(videos)}
        hidden
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // The same file may be chosen again after it is removed.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
        data-testid="upload-input"
      />
    </Box>
  );
}
