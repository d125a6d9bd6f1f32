import AddAPhotoRounded from '@mui/icons-material/AddAPhotoRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { errorMessage } from '../../../api/api-error';
import { useUploadDocument } from '../../cards/hooks/use-upload-document';
import { IMAGE_ACCEPT, uploadProblem } from '../../cards/upload';
import { PhotoCropDialog } from './photo-crop-dialog';

/** The person's photo: pick, crop to a square, then upload the cropped JPEG (POST /document/uploadDoc). */
export function PhotoField<T extends FieldValues, C, O>({
  name,
  control,
  businessId,
}: {
  name: Path<T>;
  control: Control<T, C, O>;
  businessId: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadDocument();
  const [picked, setPicked] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const url = typeof field.value === 'string' && field.value ? field.value : null;
        const send = async (file: File) => {
          setPicked(null);
          setProgress(0);
          try {
            const document = await upload.mutateAsync({ file, businessId, onProgress: setProgress });
            field.onChange(document.url);
          } catch (error) {
            setProblem(errorMessage(error));
          } finally {
            setProgress(null);
          }
        };
        const message = problem ?? fieldState.error?.message ?? null;
        return (
          <Box data-testid="pdf-photo">
            <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
              Photo
            </Typography>
            <Stack direction="row" spacing={1.75} sx={{ alignItems: 'center' }}>
              <Box
                sx={{
                  width: 72,
                  height: 72,
                  flexShrink: 0,
                  borderRadius: '50%',
                  border: '1px dashed',
                  borderColor: message ? 'error.main' : 'divider',
                  bgcolor: 'background.default',
                  overflow: 'hidden',
                  display: 'grid',
                  placeItems: 'center',
                  color: 'text.disabled',
                }}
              >
                {url ? (
                  <Box component="img" src={url} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
                ) : (
                  <AddAPhotoRounded />
                )}
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Button
                    variant="outlined"
                    size="small"
                    onClick={() => inputRef.current?.click()}
                    disabled={progress !== null}
                    data-testid="pdf-photo-button"
                  >
                    {url ? 'Change' : 'Add photo'}
                  </Button>
                  {url && progress === null ? (
                    <IconButton size="small" aria-label="Remove photo" onClick={() => field.onChange(null)}>
                      <DeleteOutlineRounded fontSize="small" />
                    </IconButton>
                  ) : null}
                </Stack>
                {progress !== null ? (
                  <LinearProgress
                    variant="determinate"
                    value={Math.round(progress * 100)}
                    sx={{ mt: 1.25, height: 6, borderRadius: 3 }}
                    aria-label="Uploading photo"
                  />
                ) : null}
                <FormHelperText error={Boolean(message)} sx={{ mx: 0 }}>
                  {message ?? 'A face photo; you crop it to a square next.'}
                </FormHelperText>
              </Box>
            </Stack>
            <input
              ref={inputRef}
              type="file"
              accept={IMAGE_ACCEPT}
              hidden
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                const found = uploadProblem(file);
                setProblem(found);
                if (!found) setPicked(file);
              }}
              data-testid="pdf-photo-input"
            />
            <PhotoCropDialog file={picked} onCancel={() => setPicked(null)} onCropped={(jpeg) => void send(jpeg)} />
          </Box>
        );
      }}
    />
  );
}
