// Edit a post's details (category, subcategory, tags, language, day, layout, title); the
// image stays as it is.
import { GLOSSARY, type TImagePost } from '@cardora/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { FormDialog } from '#components/dialog/form-dialog';
import { FormDialogBody } from '#components/form/form-dialog-actions';
import { fieldsNamedAlike, useServerSubmit } from '#features/auth';
import { MusicPicker, useSetPostMusic } from '#features/music-library';
import { useSendPost } from '../hooks/use-image-posts';
import { postFormOf, sharedFieldsOf, usePostForm } from '../hooks/use-post-form';
import { PostFields } from './post-fields';
import { postName } from './post-parts';
import { PostThumbnail } from './post-thumbnail';
import { TextLayersDialog } from './text-layers/text-layers-dialog';

const FIELD_MAP = fieldsNamedAlike(
  'imageSubcategoryId',
  'language',
  'layout',
  'date',
  'festivalKey',
  'title',
  'imageTagIds',
  'suitedCategories',
);

function EditPostForm({ post, onClose }: { post: TImagePost; onClose: () => void }) {
  const form = usePostForm(postFormOf(post));
  const send = useSendPost();
  const { enqueueSnackbar } = useSnackbar();
  const submitting = form.formState.isSubmitting;
  // Text layers: docs/product-rules.md#greetings-text-layers
  const [textLayersOpen, setTextLayersOpen] = useState(false);
  // VIDEO posts: the music library track of their greeting videos (docs/product-rules.md#video-music).
  const [musicTrackId, setMusicTrackId] = useState(post.musicTrackId);
  const setMusic = useSetPostMusic();

  const { submit, formError } = useServerSubmit(form, FIELD_MAP, async (values) => {
    if (musicTrackId !== post.musicTrackId) await setMusic.mutateAsync({ imageId: post.imageId, musicTrackId });
    await send.mutateAsync({
      fields: { ...sharedFieldsOf(values), imageId: post.imageId, mediaType: post.mediaType },
    });
    enqueueSnackbar('The post was saved.', { variant: 'success' });
    onClose();
  });

  return (
    <FormDialogBody
      onSubmit={submit}
      testId="edit-post-form"
      title="Edit post"
      spacing={2.5}
      contentSx={{ px: { xs: 2, sm: 3 } }}
      onCancel={onClose}
      submitting={submitting}
      submitLabel={GLOSSARY.save}
      submitTestId="edit-save"
      intro={
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <PostThumbnail post={post} size={88} />
          <Stack sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{postName(post)}</Typography>
            <Typography variant="body2" color="textSecondary">
              {post.width && post.height ? `${post.width} × ${post.height} px · ` : ''}
              {post.contentType.replace(/^.*\//, '').toUpperCase()}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              To change the image itself, delete this post and upload the new one.
            </Typography>
            {post.mediaType === 'IMAGE' ? (
              <Button
                size="small"
                onClick={() => setTextLayersOpen(true)}
                sx={{ alignSelf: 'flex-start', px: 0 }}
                data-testid="edit-text-layers"
              >
                {post.textLayers?.length
                  ? `Text on the post (${post.textLayers.length})`
                  : 'Add text in every language'}
              </Button>
            ) : null}
            <TextLayersDialog post={textLayersOpen ? post : null} onClose={() => setTextLayersOpen(false)} />
          </Stack>
        </Stack>
      }
      formError={formError}
    >
      <PostFields form={form} disabled={submitting} testIdPrefix="edit" />
      {post.mediaType === 'VIDEO' ? (
        <MusicPicker
          value={musicTrackId}
          onChange={setMusicTrackId}
          platformOnly={post.isPlatform}
          disabled={submitting}
          helperText="Greeting videos of this post carry it, faded in and out; without it they keep the post's own sound."
          testId="edit-music-track"
        />
      ) : null}
    </FormDialogBody>
  );
}

export function EditPostDialog({ post, onClose }: { post: TImagePost | null; onClose: () => void }) {
  return (
    <FormDialog open={post !== null} onClose={onClose} maxWidth="md" fullScreenBelow="tablet">
      {post ? <EditPostForm key={post.imageId} post={post} onClose={onClose} /> : null}
    </FormDialog>
  );
}
