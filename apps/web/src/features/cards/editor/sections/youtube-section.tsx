import { youtubeVideoId } from '@cardora/contract';
import OndemandVideoRounded from '@mui/icons-material/OndemandVideoRounded';
import SmartDisplayRounded from '@mui/icons-material/SmartDisplayRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '#components/form/form-text-field';
import { useMessage } from '#i18n/use-message';
import { AddItemButton, MoveButtons, RemoveButton } from '../item-buttons';
import type { SectionProps } from '../section-props';
import { countSummary, SectionEditor, type SectionFieldsProps, type SectionSpec } from '../section-shell';

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

function VideosFields({ form }: SectionFieldsProps<'youtubeVideos'>) {
  const { t } = useTranslation('editor');
  const inLanguage = useMessage();
  const videos = useFieldArray({ control: form.control, name: 'videos' });
  const values = useWatch({ control: form.control, name: 'videos' }) ?? [];
  return (
    <>
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
            <MoveButtons index={index} count={videos.fields.length} move={videos.move} />
            <RemoveButton label={t('youtube.remove')} onClick={() => videos.remove(index)} />
          </Stack>
        </Card>
      ))}
      {form.formState.errors.videos?.message ? (
        <Typography variant="caption" color="error">
          {inLanguage(form.formState.errors.videos.message)}
        </Typography>
      ) : null}
      {videos.fields.length < MAX_VIDEOS ? (
        <AddItemButton onClick={() => videos.append({ url: '', title: '' })} testId="add-video">
          {t('youtube.add')}
        </AddItemButton>
      ) : null}
    </>
  );
}

const YOUTUBE_SECTION: SectionSpec<'youtubeVideos'> = {
  section: 'youtubeVideos',
  words: 'youtube',
  icon: <OndemandVideoRounded />,
  spacing: 2,
  Fields: VideosFields,
  summary: (saved, t) => countSummary(t, 'youtube.count', saved.videos.length),
};

/** YouTube videos: links with a thumbnail each, in the order they show. */
export function YoutubeSection(props: SectionProps) {
  return <SectionEditor {...props} spec={YOUTUBE_SECTION} />;
}
