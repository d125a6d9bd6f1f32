import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#api/api-error';
import { FormTextField } from '#components/form/form-text-field';
import { useFormat } from '#i18n/format';
import { useUploadDocument } from '../../hooks/use-upload-document';
import { IMAGE_ACCEPT, uploadProblem } from '../../upload';
import { AddItemButton, MoveButtons, RemoveButton } from '../item-list';
import type { SectionFieldsProps } from '../section-shell';

const MAX_IMAGES = 24;

interface PendingUpload {
  key: string;
  name: string;
  progress: number;
  error: string | null;
}

/** Gallery: several photos at once with progress, captions, order. */
export function GalleryFields({ form, card, blockSave }: SectionFieldsProps<'gallery'>) {
  const { t } = useTranslation('editor');
  const format = useFormat();
  const images = useFieldArray({ control: form.control, name: 'images' });
  const values = useWatch({ control: form.control, name: 'images' }) ?? [];
  const upload = useUploadDocument();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);

  const patch = (key: string, change: Partial<PendingUpload>) =>
    setPending((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const addFiles = (files: File[]) => {
    const room = MAX_IMAGES - images.fields.length - pending.filter((item) => !item.error).length;
    for (const [index, file] of files.slice(0, Math.max(0, room)).entries()) {
      const key = `${Date.now()}-${index}-${file.name}`;
      const problem = uploadProblem(file);
      setPending((list) => [...list, { key, name: file.name, progress: 0, error: problem }]);
      if (problem) continue;
      upload
        .mutateAsync({ file, businessId: card.businessId, onProgress: (progress) => patch(key, { progress }) })
        .then((document) => {
          images.append({ url: document.url, caption: '' });
          setPending((list) => list.filter((item) => item.key !== key));
        })
        .catch((error: unknown) => patch(key, { error: errorMessage(error) }));
    }
  };

  const uploading = pending.some((item) => !item.error);
  // Save waits for the photos still uploading.
  useEffect(() => blockSave(uploading), [blockSave, uploading]);

  return (
    <>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        {images.fields.map((image, index) => (
          <Card key={image.id} sx={{ p: 1 }} data-testid={`gallery-image-${index}`}>
            <Box
              component="img"
              src={values[index]?.url ?? image.url}
              alt={t('gallery.imageAlt', { number: index + 1 })}
              sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: '10px', display: 'block' }}
            />
            <FormTextField
              control={form.control}
              name={`images.${index}.caption`}
              placeholder={t('gallery.caption')}
              size="small"
              sx={{ mt: 1 }}
              slotProps={{
                htmlInput: { maxLength: 120, 'aria-label': t('gallery.captionOf', { number: index + 1 }) },
              }}
            />
            <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 0.5 }}>
              <Box>
                <MoveButtons index={index} count={images.fields.length} move={images.move} sideways />
              </Box>
              <RemoveButton label={t('gallery.remove', { number: index + 1 })} onClick={() => images.remove(index)} />
            </Stack>
          </Card>
        ))}
      </Box>
      {pending.map((item) => (
        <Box key={item.key} data-testid="gallery-upload">
          {item.error ? (
            <Alert
              severity="error"
              onClose={() => setPending((list) => list.filter((entry) => entry.key !== item.key))}
            >
              {item.name}: {item.error}
            </Alert>
          ) : (
            <>
              <Typography variant="body2" noWrap>
                {t('gallery.uploading', { name: item.name, percent: format.count(Math.round(item.progress * 100)) })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={Math.round(item.progress * 100)}
                sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
                data-testid="gallery-upload-progress"
              />
            </>
          )}
        </Box>
      ))}
      {images.fields.length === 0 && pending.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t('gallery.empty', { max: format.count(MAX_IMAGES) })}
        </Typography>
      ) : null}
      {images.fields.length < MAX_IMAGES ? (
        <AddItemButton
          onClick={() => inputRef.current?.click()}
          testId="gallery-add"
          icon={<AddPhotoAlternateRounded />}
        >
          {t('gallery.add')}
        </AddItemButton>
      ) : null}
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        hidden
        onChange={(event) => {
          addFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
        data-testid="gallery-input"
      />
    </>
  );
}
