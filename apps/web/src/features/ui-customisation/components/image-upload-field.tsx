import { GLOSSARY } from '@cardora/contract';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import ImageRounded from '@mui/icons-material/ImageRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { errorMessage } from '#api/api-error';
import { useUploadUiImage } from '../hooks/use-ui-customisation';

interface ImageUploadFieldProps {
  label: string;
  hint: string;
  value: string | null;
  onChange: (url: string | null) => void;
  agencyId: string | null;
  /** The contract's message for the field (the form's or the server's). */
  error?: string;
  /** Width / height of the preview box (a banner is wide, a logo square). */
  aspect?: number;
  optional?: boolean;
  testId: string;
}

/** Pick an image, watch it upload (checked by the server like every upload), see it; or remove it. */
export function ImageUploadField({
  label,
  hint,
  value,
  onChange,
  agencyId,
  error,
  aspect = 1,
  optional = false,
  testId,
}: ImageUploadFieldProps) {
  const inputId = useId();
  const upload = useUploadUiImage(agencyId);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function pick(file: File | undefined) {
    if (!file) return;
    setFailure(null);
    setProgress(0);
    try {
      const { url } = await upload.mutateAsync({ file, onProgress: setProgress });
      onChange(url);
    } catch (caught) {
      setFailure(errorMessage(caught));
    } finally {
      setProgress(null);
    }
  }

  const shown = failure ?? error;
  return (
    <Stack spacing={1} data-testid={testId}>
      <Typography variant="subtitle2" component="label" htmlFor={inputId}>
        {label}
        {optional ? (
          <Typography component="span" variant="caption" color="textSecondary" sx={{ ml: 0.75 }}>
            optional
          </Typography>
        ) : null}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            width: aspect >= 1 ? 96 : 64,
            aspectRatio: String(aspect),
            maxHeight: 96,
            flexShrink: 0,
            borderRadius: 2,
            border: 1,
            borderColor: shown ? 'error.main' : 'divider',
            bgcolor: 'grey.50',
            backgroundImage: 'repeating-conic-gradient(#eef1f6 0 25%, transparent 0 50%)',
            backgroundSize: '12px 12px',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
          }}
        >
          {value ? (
            <Box
              component="img"
              src={value}
              alt={`${label} preview`}
              sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
            />
          ) : (
            <ImageRounded sx={{ color: 'text.disabled' }} />
          )}
        </Box>
        <Stack spacing={0.75} sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              component="label"
              variant="outlined"
              size="small"
              startIcon={<CloudUploadRounded />}
              disabled={progress !== null}
            >
              {value ? 'Replace' : 'Upload'}
              <input
                id={inputId}
                hidden
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
                data-testid={`${testId}-input`}
                onChange={(event) => {
                  void pick(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </Button>
            {value && optional ? (
              <Button
                size="small"
                color="inherit"
                startIcon={<DeleteOutlineRounded />}
                onClick={() => onChange(null)}
                disabled={progress !== null}
              >
                {GLOSSARY.remove}
              </Button>
            ) : null}
          </Stack>
          <Typography variant="caption" color="textSecondary">
            {hint}
          </Typography>
        </Stack>
      </Stack>
      {progress !== null ? (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={`Uploading ${label}`}
          data-testid={`${testId}-progress`}
        />
      ) : null}
      {shown ? <FormHelperText error>{shown}</FormHelperText> : null}
    </Stack>
  );
}
