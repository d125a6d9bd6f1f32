import {
  photoSlotsOf,
  type TUserVideo,
  type TUserVideoDetails,
  type TVideoAllowance,
  type TVideoTemplate,
  VIDEO_CUSTOM_LINE_MAX,
  VIDEO_TEXT_MAX,
  type VideoSlotField,
} from '@cardora/contract';
import AddAPhotoRounded from '@mui/icons-material/AddAPhotoRounded';
import MovieCreationRounded from '@mui/icons-material/MovieCreationRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '#api/api-error';
import { FieldsetSection } from '#components/form/fieldset-section';
import { FormTextField } from '#components/form/form-text-field';
import { ImageUploadField } from '#features/cards';
import { useCreateUserVideo } from '../hooks/use-user-videos';
import { detailsOf, formFieldOf, formStartOf, PHOTO_FIELDS, slotValuesOf, useVideoDetailsForm } from '../video-form';
import { promotionalAllowanceLabel, secondsLabel } from '../video-format';
import { VideoRefusal } from './buy-videos';
import { LayoutPreview } from './layout-preview';

/** Why no new video: the server's message and, when a plan or purchase lifts it, its upgradePath. */
export type CreateRefusal = { message: string; upgradePath: string | null };

/**
 * A template filled in with the business: its details (prefilled from the business and its card),
 * its logo, up to three photos for the template's photo slots and the custom line, beside a sketch
 * of where each goes. "Make my video" queues the render; the plan's refusal is said with the way up.
 */
export function VideoEditor({
  template,
  businessId,
  draft,
  allowance,
  onCreated,
  onUpgrade,
}: {
  template: TVideoTemplate;
  businessId: string;
  draft: TUserVideoDetails;
  allowance: TVideoAllowance['promotional'] | null;
  onCreated: (video: TUserVideo) => void;
  onUpgrade: () => void;
}) {
  const { t } = useTranslation('products');
  const form = useVideoDetailsForm(formStartOf(draft));
  const { control } = form;
  const create = useCreateUserVideo();
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<CreateRefusal | null>(null);
  const values = useWatch({ control });
  const photoCount = photoSlotsOf(template.slots);
  const has = (field: VideoSlotField) => template.slots.some((slot) => slot.field === field);
  const planRefusal = allowance?.refusal ?? null;
  const refusal: CreateRefusal | null =
    refused ?? (planRefusal ? { message: planRefusal.message, upgradePath: planRefusal.upgradePath } : null);

  const submit = form.handleSubmit(
    (output) => {
      setProblem(null);
      setRefused(null);
      create.mutate(
        { businessId, templateId: template.id, details: detailsOf(output, photoCount) },
        {
          onSuccess: onCreated,
          onError: (error) => {
            // Over the plan (409) is said in the page with the ways up the server names, not as a field error.
            if (isApiError(error) && error.status === 409) {
              setRefused({ message: error.message, upgradePath: error.upgradePath });
              return;
            }
            let placed = false;
            if (isApiError(error)) {
              for (const [serverField, message] of Object.entries(error.fields)) {
                const field = formFieldOf(serverField);
                if (!field) continue;
                form.setError(field, { type: 'server', message }, { shouldFocus: !placed });
                placed = true;
              }
            }
            setProblem(placed ? t('common.fieldsNeedLook') : errorMessage(error));
          },
        },
      );
    },
    () => setProblem(t('common.fieldsNeedLook')),
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(300px, 420px) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
      data-testid="video-editor"
    >
      <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
        <LayoutPreview template={template} values={slotValuesOf(values, photoCount)} />
      </Box>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Box>
          <Typography variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {template.name}
          </Typography>
          <Stack direction="row" sx={{ gap: 0.75, mt: 1, flexWrap: 'wrap' }}>
            <Chip size="small" label={template.category} />
            <Chip size="small" variant="outlined" label={t(`videos.kind.${template.kind}`)} />
            <Chip size="small" variant="outlined" label={secondsLabel(template.duration)} />
            {allowance && !planRefusal ? (
              <Chip
                size="small"
                color="success"
                variant="outlined"
                label={promotionalAllowanceLabel(allowance, t)}
                data-testid="video-allowance"
              />
            ) : null}
          </Stack>
        </Box>
        {refusal ? (
          <VideoRefusal
            businessId={businessId}
            message={refusal.message}
            upgradePath={refusal.upgradePath}
            onUpgrade={onUpgrade}
            onPaid={() => setRefused(null)}
          />
        ) : null}
        <Box component="form" noValidate onSubmit={submit} data-testid="video-form">
          <Stack spacing={2}>
            <FieldsetSection title={t('videos.editor.business')} text={t('videos.editor.businessText')}>
              <FormTextField
                control={control}
                name="businessName"
                label={t('videos.editor.businessName')}
                slotProps={{ htmlInput: { maxLength: VIDEO_TEXT_MAX, 'data-testid': 'video-business-name' } }}
              />
              {has('phone') ? (
                <FormTextField
                  control={control}
                  name="phone"
                  label={t('videos.editor.phone')}
                  slotProps={{ htmlInput: { maxLength: 40, inputMode: 'tel', 'data-testid': 'video-phone' } }}
                />
              ) : null}
              {has('address') ? (
                <FormTextField
                  control={control}
                  name="address"
                  label={t('videos.editor.address')}
                  multiline
                  minRows={2}
                  slotProps={{ htmlInput: { maxLength: VIDEO_TEXT_MAX, 'data-testid': 'video-address' } }}
                />
              ) : null}
              {has('logo') ? (
                <ImageUploadField
                  control={control}
                  name="logoUrl"
                  label={t('videos.editor.logo')}
                  hint={t('videos.editor.logoHint')}
                  businessId={businessId}
                  testId="video-logo"
                />
              ) : null}
            </FieldsetSection>
            {has('customLine') ? (
              <FieldsetSection title={t('videos.editor.line')} text={t('videos.editor.lineText')}>
                <FormTextField
                  control={control}
                  name="customLine"
                  label={t('videos.editor.customLine')}
                  placeholder={t('videos.editor.customLinePlaceholder')}
                  helperText={t('videos.editor.customLineHelp', { count: VIDEO_CUSTOM_LINE_MAX })}
                  slotProps={{ htmlInput: { maxLength: VIDEO_CUSTOM_LINE_MAX, 'data-testid': 'video-custom-line' } }}
                />
              </FieldsetSection>
            ) : null}
            {photoCount > 0 ? (
              <FieldsetSection
                title={t('videos.editor.photos', { count: photoCount })}
                text={t('videos.editor.photosText', { count: photoCount })}
              >
                {PHOTO_FIELDS.slice(0, photoCount).map((field, index) => (
                  <ImageUploadField
                    key={field}
                    control={control}
                    name={field}
                    label={t('videos.editor.photoN', { n: index + 1 })}
                    businessId={businessId}
                    testId={`video-${field}`}
                    emptyIcon={<AddAPhotoRounded />}
                    pickLabel={t('common.addPhoto')}
                  />
                ))}
              </FieldsetSection>
            ) : null}
            {problem ? (
              <Alert severity="error" data-testid="video-form-error">
                {problem}
              </Alert>
            ) : null}
            <Box
              sx={{
                position: 'sticky',
                bottom: 0,
                zIndex: 2,
                mx: { xs: -2, sm: 0 },
                px: { xs: 2, sm: 0 },
                py: 1.25,
                pb: 'max(10px, env(safe-area-inset-bottom))',
                bgcolor: 'background.default',
              }}
            >
              <Button
                type="submit"
                variant="contained"
                size="large"
                fullWidth
                startIcon={<MovieCreationRounded />}
                loading={create.isPending}
                disabled={refusal !== null}
                data-testid="video-create"
              >
                {t('videos.makeMyVideo')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </Stack>
    </Box>
  );
}
