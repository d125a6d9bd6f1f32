// Edit a post's details (category, subcategory, tags, language, day, layout, title); the
// image stays as it is.
import { GLOSSARY, type TImagePost } from '@cardora/contract';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSnackbar } from 'notistack';
import { FormDialogActions } from '#components/form/form-dialog-actions';
import { FormAlert, useServerSubmit } from '#features/auth';
import { useSendPost } from '../hooks/use-image-posts';
import { postFormOf, sharedFieldsOf, usePostForm } from '../hooks/use-post-form';
import { PostFields } from './post-fields';
import { postName } from './post-parts';
import { PostThumbnail } from './post-thumbnail';

const FIELD_MAP = {
  imageSubcategoryId: 'imageSubcategoryId',
  language: 'language',
  layout: 'layout',
  date: 'date',
  title: 'title',
  imageTagIds: 'imageTagIds',
} as const;

function EditPostForm({ post, onClose }: { post: TImagePost; onClose: () => void }) {
  const form = usePostForm(postFormOf(post));
  const send = useSendPost();
  const { enqueueSnackbar } = useSnackbar();
  const submitting = form.formState.isSubmitting;

  const { submit, formError } = useServerSubmit(form, FIELD_MAP, async (values) => {
    await send.mutateAsync({
      fields: { ...sharedFieldsOf(values), imageId: post.imageId, mediaType: post.mediaType },
    });
    enqueueSnackbar('The post was saved.', { variant: 'success' });
    onClose();
  });

  return (
    <form noValidate onSubmit={submit} data-testid="edit-post-form">
      <DialogTitle sx={{ fontWeight: 700 }}>Edit post</DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
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
            </Stack>
          </Stack>
          <FormAlert message={formError} />
          <PostFields form={form} disabled={submitting} testIdPrefix="edit" />
        </Stack>
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        submitting={submitting}
        submitLabel={GLOSSARY.save}
        submitTestId="edit-save"
      />
    </form>
  );
}

export function EditPostDialog({ post, onClose }: { post: TImagePost | null; onClose: () => void }) {
  const fullScreen = useMediaQuery('(max-width:767px)');
  return (
    <Dialog open={post !== null} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen}>
      {post ? <EditPostForm key={post.imageId} post={post} onClose={onClose} /> : null}
    </Dialog>
  );
}
