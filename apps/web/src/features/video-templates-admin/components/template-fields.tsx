import {
  type TVideoTemplate,
  VIDEO_MAX_DURATION_SEC,
  VIDEO_MIN_DURATION_SEC,
  VIDEO_MUSIC_MAX_BYTES,
  VIDEO_TEMPLATE_CATEGORY_MAX,
  VIDEO_TEMPLATE_MAX_BYTES,
  VIDEO_TEMPLATE_NAME_MAX,
  type VideoTemplateKind,
} from '@cardora/contract';
import MusicNoteRounded from '@mui/icons-material/MusicNoteRounded';
import VideoFileRounded from '@mui/icons-material/VideoFileRounded';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { FormTextField } from '#components/form/form-text-field';
import { MusicPicker } from '#features/music-library';
import { secondsLabel } from '#features/videos';
import type { SourceState } from '../hooks/use-source-video';
import type { TemplateForm } from '../template-form';
import { FilePick } from './file-pick';

type Form = UseFormReturn<TemplateForm>;

function sourceSummary(source: SourceState): string | undefined {
  if (source.kind === 'reading') return 'Reading the video…';
  if (source.kind === 'unreadable') return 'This browser cannot play it; the server will check it.';
  if (source.kind === 'read')
    return `${source.info.width}×${source.info.height}, ${secondsLabel(source.info.duration)}`;
  return undefined;
}

/** The template's own fields: its video and music, name, category, kind and how long the videos last. */
export function TemplateFields({
  form,
  template,
  categories,
  source,
}: {
  form: Form;
  template: TVideoTemplate | null;
  categories: string[];
  source: SourceState;
}) {
  const { control, formState } = form;
  const [video, music, removeMusic, musicTrackId] = useWatch({
    control,
    name: ['video', 'music', 'removeMusic', 'musicTrackId'],
  });
  const summary = sourceSummary(source);
  return (
    <Stack spacing={2}>
      <FilePick
        label="Video (MP4)"
        accept="video/mp4,.mp4,.m4v"
        file={video}
        current={template && !video ? summary : undefined}
        onPick={(file) => form.setValue('video', file, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
        onClear={template ? () => form.setValue('video', null, { shouldDirty: true }) : undefined}
        error={formState.errors.video?.message}
        hint={
          video && summary
            ? summary
            : `H.264 MP4, at most ${VIDEO_MAX_DURATION_SEC} seconds and ${VIDEO_TEMPLATE_MAX_BYTES / 1024 / 1024} MB. Square or 9:16 story.`
        }
        icon={<VideoFileRounded />}
        testId="template-video"
      />
      <FormTextField
        control={control}
        name="name"
        label="Name"
        slotProps={{ htmlInput: { maxLength: VIDEO_TEMPLATE_NAME_MAX, 'data-testid': 'template-name' } }}
      />
      <Controller
        control={control}
        name="category"
        render={({ field, fieldState }) => (
          <Autocomplete
            freeSolo
            options={categories}
            value={field.value}
            onChange={(_event, value) => field.onChange(value ?? '')}
            inputValue={field.value}
            onInputChange={(_event, value) => field.onChange(value)}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Category"
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? 'Pick one or type a new one (Diwali, Offers, Opening…).'}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: {
                    ...params.slotProps.htmlInput,
                    maxLength: VIDEO_TEMPLATE_CATEGORY_MAX,
                    'data-testid': 'template-category',
                  },
                }}
              />
            )}
          />
        )}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, alignItems: 'start' }}>
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
                Kind
              </Typography>
              <ToggleButtonGroup
                exclusive
                size="small"
                color="primary"
                value={field.value}
                onChange={(_event, value: VideoTemplateKind | null) => {
                  if (value) field.onChange(value);
                }}
                aria-label="Kind"
                data-testid="template-kind"
              >
                <ToggleButton value="SQUARE_VIDEO" data-testid="template-kind-square">
                  Square 1:1
                </ToggleButton>
                <ToggleButton value="STORY_VIDEO" data-testid="template-kind-story">
                  Story 9:16
                </ToggleButton>
              </ToggleButtonGroup>
            </Box>
          )}
        />
        <Controller
          control={control}
          name="duration"
          render={({ field, fieldState }) => (
            <TextField
              label="Videos last (seconds)"
              type="number"
              size="small"
              value={Number.isFinite(field.value) ? field.value : ''}
              onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ??
                `${VIDEO_MIN_DURATION_SEC}–${VIDEO_MAX_DURATION_SEC} s, at most the video's own length.`
              }
              sx={{ mt: { sm: 3.5 } }}
              slotProps={{
                htmlInput: {
                  min: VIDEO_MIN_DURATION_SEC,
                  max: VIDEO_MAX_DURATION_SEC,
                  step: 0.5,
                  inputMode: 'decimal',
                  'data-testid': 'template-duration',
                },
              }}
            />
          )}
        />
      </Box>
      <Stack spacing={0.5}>
        <FilePick
          label="Music (optional)"
          accept="audio/mpeg,audio/mp4,audio/x-m4a,audio/wav,audio/aac,.mp3,.m4a,.wav,.aac"
          file={music}
          current={template?.hasMusic && !removeMusic ? 'Has music' : undefined}
          onPick={(file) => {
            form.setValue('music', file, { shouldDirty: true });
            form.setValue('removeMusic', false, { shouldDirty: true });
          }}
          onClear={() => form.setValue('music', null, { shouldDirty: true })}
          error={formState.errors.music?.message}
          hint={`MP3, M4A or WAV, up to ${VIDEO_MUSIC_MAX_BYTES / 1024 / 1024} MB; it replaces the video's own sound.`}
          icon={<MusicNoteRounded />}
          testId="template-music"
        />
        {template?.hasMusic && !music ? (
          <Button
            size="small"
            color={removeMusic ? 'primary' : 'error'}
            onClick={() => form.setValue('removeMusic', !removeMusic, { shouldDirty: true })}
            sx={{ alignSelf: 'flex-start' }}
            data-testid="template-remove-music"
          >
            {removeMusic ? 'Keep the music' : 'Remove the music'}
          </Button>
        ) : null}
        <MusicPicker
          value={musicTrackId}
          onChange={(trackId) => form.setValue('musicTrackId', trackId, { shouldDirty: true })}
          platformOnly
          helperText={
            formState.errors.musicTrackId?.message ??
            'Normalised, faded in and out. A library track wins over the music file above.'
          }
          testId="template-music-track"
        />
      </Stack>
    </Stack>
  );
}
