import { youtubeVideoId } from '@cardora/contract';
import SmartDisplayRounded from '@mui/icons-material/SmartDisplayRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useFieldArray, useWatch } from 'react-hook-form';
import { ItemList } from '../item-list';
import { SectionTextField } from '../section-fields';
import type { SectionFieldsProps } from '../section-shell';

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

/** YouTube videos: links with a thumbnail each, in the order they show. */
export function VideosFields({ form }: SectionFieldsProps<'youtubeVideos'>) {
  const videos = useFieldArray({ control: form.control, name: 'videos' });
  const values = useWatch({ control: form.control, name: 'videos' }) ?? [];
  const addVideo = () => videos.append({ url: '', title: '' });
  const listError = form.formState.errors.videos?.message;
  return (
    <ItemList list={videos} words="youtube" max={MAX_VIDEOS} addTestId="add-video" onAdd={addVideo} error={listError}>
      {(index, buttons) => (
        <Card sx={{ p: 1.5 }} data-testid={`video-${index}`}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Thumbnail url={values[index]?.url} />
            <Stack spacing={1.25} sx={{ flex: 1, minWidth: 0 }}>
              <SectionTextField
                form={form}
                name={`videos.${index}.url`}
                words="youtube.link"
                size="small"
                keyboard="url"
                testId={`video-url-${index}`}
              />
              <SectionTextField form={form} name={`videos.${index}.title`} words="youtube.title" size="small" />
            </Stack>
          </Stack>
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 0.5 }}>
            {buttons}
          </Stack>
        </Card>
      )}
    </ItemList>
  );
}
