import { type TCardGallery, ZCardGallery } from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import PhotoLibraryRounded from '@mui/icons-material/PhotoLibraryRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../../../../api/api-error';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useFormat } from '../../../../i18n/format';
import { useUpdateCardGallery } from '../../hooks/use-update-card';
import { useUploadDocument } from '../../hooks/use-upload-document';
import { IMAGE_ACCEPT, uploadProblem } from '../../upload';
import { setLiveSection, useEditorStore } from '../editor-store';
import { livePreview } from '../live-preview';
import { applySectionErrors, SaveRow, useSectionSubmit, useSectionSync } from '../section-form';
import { SectionPanel } from '../section-panel';
import type { SectionProps } from '../section-props';

type In = z.input<typeof ZCardGallery>;
const MAX_IMAGES = 24;

interface PendingUpload {
  key: string;
  name: string;
  progress: number;
  error: string | null;
}

function GalleryForm({ card }: { card: NonNullable<SectionProps['card']> }) {
  const { t } = useTranslation('editor');
  const format = useFormat();
  const store = useEditorStore();
  const saved = card.sections.gallery;
  const form = useForm<In, unknown, TCardGallery>({ resolver: zodResolver(ZCardGallery), defaultValues: saved });
  const images = useFieldArray({ control: form.control, name: 'images' });
  const values = useWatch({ control: form.control, name: 'images' }) ?? [];
  const onLive = useCallback(
    (live: unknown) => setLiveSection(store, 'gallery', livePreview(ZCardGallery, live, saved)),
    [store, saved],
  );
  useSectionSync('gallery', form, onLive);
  const upload = useUploadDocument();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const save = useUpdateCardGallery();
  const submitter = useSectionSubmit('gallery');

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

  const submit = form.handleSubmit((gallery) =>
    submitter.run(
      async () => {
        const next = await save.mutateAsync({ cardNo: card.cardNo, gallery });
        form.reset(next.sections.gallery);
      },
      t('gallery.saved'),
      (error) => applySectionErrors(error, form, 'gallery', ['images']),
    ),
  );
  const uploading = pending.some((item) => !item.error);

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="form-gallery">
      <Stack spacing={2}>
        <Box
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}
        >
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
                  <IconButton
                    size="small"
                    aria-label={t('gallery.moveEarlier')}
                    disabled={index === 0}
                    onClick={() => images.move(index, index - 1)}
                  >
                    <ArrowBackRounded fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t('gallery.moveLater')}
                    disabled={index === images.fields.length - 1}
                    onClick={() => images.move(index, index + 1)}
                  >
                    <ArrowForwardRounded fontSize="small" />
                  </IconButton>
                </Box>
                <IconButton
                  size="small"
                  aria-label={t('gallery.remove', { number: index + 1 })}
                  onClick={() => images.remove(index)}
                >
                  <DeleteOutlineRounded fontSize="small" />
                </IconButton>
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
          <Button
            variant="outlined"
            startIcon={<AddPhotoAlternateRounded />}
            onClick={() => inputRef.current?.click()}
            sx={{ alignSelf: 'flex-start' }}
            data-testid="gallery-add"
          >
            {t('gallery.add')}
          </Button>
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
        <SaveRow
          section="gallery"
          dirty={form.formState.isDirty}
          saving={save.isPending}
          error={submitter.error}
          disabled={uploading}
          onDiscard={() => form.reset()}
        />
      </Stack>
    </Box>
  );
}

/** Gallery: several photos at once with progress, captions, order. */
export function GallerySection({ card, expanded, onToggle }: SectionProps) {
  const { t } = useTranslation('editor');
  const count = card?.sections.gallery.images.length ?? 0;
  return (
    <SectionPanel
      panel="gallery"
      description={count ? t('gallery.count', { count }) : t('gallery.description')}
      icon={<PhotoLibraryRounded />}
      expanded={expanded}
      onToggle={onToggle}
      lockedReason={card ? null : t('section.saveBasicFirst')}
    >
      {card ? <GalleryForm card={card} /> : null}
    </SectionPanel>
  );
}
