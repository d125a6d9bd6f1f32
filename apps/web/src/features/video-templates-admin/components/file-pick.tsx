import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useRef } from 'react';
import { formatBytes } from '#lib/format';

/** A file picker for the form: the button, the chosen file's name and size, and its problem. */
export function FilePick({
  label,
  accept,
  file,
  current,
  onPick,
  onClear,
  error,
  hint,
  testId,
  icon = <AttachFileRounded />,
}: {
  label: string;
  accept: string;
  file: File | null;
  /** What the template has now, when no new file is chosen. */
  current?: ReactNode;
  onPick: (file: File) => void;
  onClear?: () => void;
  error?: string;
  hint?: string;
  testId: string;
  icon?: ReactNode;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Box data-testid={testId}>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
        {label}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={icon}
          onClick={() => inputRef.current?.click()}
          color={error ? 'error' : 'primary'}
          data-testid={`${testId}-button`}
        >
          {file || current ? 'Change' : 'Choose'}
        </Button>
        <Typography variant="body2" color="textSecondary" sx={{ minWidth: 0, overflowWrap: 'anywhere', flex: 1 }}>
          {file ? `${file.name} · ${formatBytes(file.size)}` : current}
        </Typography>
        {file && onClear ? (
          <IconButton size="small" aria-label={`Remove ${label.toLowerCase()}`} onClick={onClear}>
            <CloseRounded fontSize="small" />
          </IconButton>
        ) : null}
      </Stack>
      <FormHelperText error={Boolean(error)} sx={{ mx: 0 }} data-testid={error ? `${testId}-error` : undefined}>
        {error ?? hint}
      </FormHelperText>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        hidden
        onChange={(event) => {
          const picked = event.target.files?.[0];
          if (picked) onPick(picked);
          event.target.value = '';
        }}
        data-testid={`${testId}-input`}
      />
    </Box>
  );
}
