import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useRef, useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#api/api-error';
import { useUploadDocument } from '../hooks/use-upload-document';
import { IMAGE_ACCEPT, uploadProblem } from '../upload';

/** A step between picking and uploading (the PDF card's square photo crop): it calls back with the file to send. */
export type PrepareUpload = (props: {
  file: File | null;
  onCancel: () => void;
  onReady: (file: File) => void;
}) => ReactNode;

export interface ImageUploadFieldProps<T extends FieldValues, C, O> {
  name: Path<T>;
  control: Control<T, C, O>;
  label: string;
  hint?: string;
  businessId: string;
  testId: string;
  round?: boolean;
  /** Shown for the empty picture and on the button before a file is chosen. */
  emptyIcon?: ReactNode;
  pickLabel?: string;
  prepare?: PrepareUpload;
}

/** One image: pick a file, see the upload progress, keep the stored URL in the form. */
export function ImageUploadField<T extends FieldValues, C, O>({
  name,
  control,
  label,
  hint,
  businessId,
  testId,
  round,
  emptyIcon = <AddPhotoAlternateRounded />,
  pickLabel,
  prepare,
}: ImageUploadFieldProps<T, C, O>) {
  const { t } = useTranslation('common');
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
        const pick = (file: File | undefined) => {
          if (!file) return;
          const found = uploadProblem(file);
          setProblem(found);
          if (found) return;
          if (prepare) setPicked(file);
          else void send(file);
        };
        const message = problem ?? fieldState.error?.message ?? null;
        return (
          <Box data-testid={testId}>
            <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
              {label}
            </Typography>
            <Stack direction="row" spacing={1.75} sx={{ alignItems: 'center' }}>
              <Box
                sx={{
                  width: 72,
                  height: 72,
                  flexShrink: 0,
                  borderRadius: round ? '50%' : '14px',
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
                  emptyIcon
                )}
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Button
                    variant="outlined"
                    size="small"
                    onClick={() => inputRef.current?.click()}
                    disabled={progress !== null}
                    data-testid={`${testId}-button`}
                  >
                    {url ? t('imageUpload.change') : (pickLabel ?? t('imageUpload.upload'))}
                  </Button>
                  {url && progress === null ? (
                    <IconButton
                      size="small"
                      aria-label={t('imageUpload.remove', { what: label.toLowerCase() })}
                      onClick={() => field.onChange(null)}
                      data-testid={`${testId}-remove`}
                    >
                      <DeleteOutlineRounded fontSize="small" />
                    </IconButton>
                  ) : null}
                </Stack>
                {progress !== null ? (
                  <LinearProgress
                    variant="determinate"
                    value={Math.round(progress * 100)}
                    sx={{ mt: 1.25, height: 6, borderRadius: 3 }}
                    aria-label={t('imageUpload.uploading', { what: label.toLowerCase() })}
                    data-testid={`${testId}-progress`}
                  />
                ) : null}
                <FormHelperText error={Boolean(message)} sx={{ mx: 0 }}>
                  {message ?? hint ?? t('imageUploadHint')}
                </FormHelperText>
              </Box>
            </Stack>
            <input
              ref={inputRef}
              type="file"
              accept={IMAGE_ACCEPT}
              hidden
              onChange={(event) => {
                pick(event.target.files?.[0]);
                event.target.value = '';
              }}
              data-testid={`${testId}-input`}
            />
            {prepare?.({ file: picked, onCancel: () => setPicked(null), onReady: (file) => void send(file) })}
          </Box>
        );
      }}
    />
  );
}
