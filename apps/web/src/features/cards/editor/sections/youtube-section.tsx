import { type TCardYoutubeVideos, youtubeVideoId, ZCardYoutubeVideos } from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import AddRounded from '@mui/icons-material/AddRounded';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import OndemandVideoRounded from '@mui/icons-material/OndemandVideoRounded';
import SmartDisplayRounded from '@mui/icons-material/SmartDisplayRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useMessage } from '../../../../i18n/use-message';
import { useUpdateCardYoutubeVideos } from '../../hooks/use-update-card';
import { setLiveSection, useEditorStore } from '../editor-store';
import { livePreview } from '../live-preview';
import { applySectionErrors, SaveRow, useSectionSubmit, useSectionSync } from '../section-form';
import { SectionPanel } from '../section-panel';
import type { SectionProps } from '../section-props';

type In = z.input<typeof ZCardYoutubeVideos>;
const MAX_VIDEOS = 10;

function Thumbnail({ url }: { url: unknown }) {
  const id = typeof url === 'string' ? youtubeVideoId(url.trim()) : null;
  return (
    <Box
      sx={{
        width: 112,
        aspectRatio: '16 / 9',
        flexShrink: 0,
        borderRadius: '10px',
        overflow: 'hidden',
        bgcolor: 'background.default',
        display: 'grid',
        placeItems: 'center',
        color: 'text.disabled',
      }}
    >
      {id ? (
        <Box
          component="img"
          src={`https://i.ytimg.com/vi/${id}/mqdefault.jpg`}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <SmartDisplayRounded />
      )}
    </Box>
  );
}

function VideosForm({ card }: { card: NonNullable<SectionProps['card']> }) {
  const { t } = useTranslation('editor');
  const inLanguage = useMessage();
  const store = useEditorStore();
  const saved = card.sections.youtubeVideos;
  const form = useForm<In, unknown, TCardYoutubeVideos>({
    resolver: zodResolver(ZCardYoutubeVideos),
    defaultValues: saved,
  });
  const videos = useFieldArray({ control: form.control, name: 'videos' });
  const values = useWatch({ control: form.control, name: 'videos' }) ?? [];
  const onLive = useCallback(
    (live: unknown) => setLiveSection(store, 'youtubeVideos', livePreview(ZCardYoutubeVideos, live, saved)),
    [store, saved],
  );
  useSectionSync('youtubeVideos', form, onLive);
  const save = useUpdateCardYoutubeVideos();
  const submitter = useSectionSubmit('youtubeVideos');
  const submit = form.handleSubmit((youtubeVideos) =>
    submitter.run(
      async () => {
        const next = await save.mutateAsync({ cardNo: card.cardNo, youtubeVideos });
        form.reset(next.sections.youtubeVideos);
      },
      t('youtube.saved'),
      (error) => applySectionErrors(error, form, 'youtubeVideos', ['videos']),
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="form-youtubeVideos">
      <Stack spacing={2}>
        {videos.fields.length === 0 ? (
          <Typography color="textSecondary" variant="body2">
            {t('youtube.empty')}
          </Typography>
        ) : null}
        {videos.fields.map((video, index) => (
          <Card key={video.id} sx={{ p: 1.5 }} data-testid={`video-${index}`}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Thumbnail url={values[index]?.url} />
              <Stack spacing={1.25} sx={{ flex: 1, minWidth: 0 }}>
                <FormTextField
                  control={form.control}
                  name={`videos.${index}.url`}
                  label={t('youtube.link')}
                  size="small"
                  slotProps={{
                    htmlInput: { inputMode: 'url', autoCapitalize: 'none', 'data-testid': `video-url-${index}` },
                  }}
                />
                <FormTextField
                  control={form.control}
                  name={`videos.${index}.title`}
                  label={t('youtube.title')}
                  size="small"
                  slotProps={{ htmlInput: { maxLength: 100 } }}
                />
              </Stack>
            </Stack>
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 0.5 }}>
              <IconButton
                size="small"
                aria-label={t('section.moveUp')}
                disabled={index === 0}
                onClick={() => videos.move(index, index - 1)}
              >
                <ArrowUpwardRounded fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t('section.moveDown')}
                disabled={index === videos.fields.length - 1}
                onClick={() => videos.move(index, index + 1)}
              >
                <ArrowDownwardRounded fontSize="small" />
              </IconButton>
              <IconButton size="small" aria-label={t('youtube.remove')} onClick={() => videos.remove(index)}>
                <DeleteOutlineRounded fontSize="small" />
              </IconButton>
            </Stack>
          </Card>
        ))}
        {form.formState.errors.videos?.message ? (
          <Typography variant="caption" color="error">
            {inLanguage(form.formState.errors.videos.message)}
          </Typography>
        ) : null}
        {videos.fields.length < MAX_VIDEOS ? (
          <Button
            variant="outlined"
            startIcon={<AddRounded />}
            onClick={() => videos.append({ url: '', title: '' })}
            sx={{ alignSelf: 'flex-start' }}
            data-testid="add-video"
          >
            {t('youtube.add')}
          </Button>
        ) : null}
        <SaveRow
          section="youtubeVideos"
          dirty={form.formState.isDirty}
          saving={save.isPending}
          error={submitter.error}
          onDiscard={() => form.reset()}
        />
      </Stack>
    </Box>
  );
}

/** YouTube videos: links with a thumbnail each, in the order they show. */
export function YoutubeSection({ card, expanded, onToggle }: SectionProps) {
  const { t } = useTranslation('editor');
  const count = card?.sections.youtubeVideos.videos.length ?? 0;
  return (
    <SectionPanel
      panel="youtubeVideos"
      description={count ? t('youtube.count', { count }) : t('youtube.description')}
      icon={<OndemandVideoRounded />}
      expanded={expanded}
      onToggle={onToggle}
      lockedReason={card ? null : t('section.saveBasicFirst')}
    >
      {card ? <VideosForm card={card} /> : null}
    </SectionPanel>
  );
}
