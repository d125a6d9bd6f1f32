// Upload posts: files dropped or chosen, the fields they share, and each file's progress and
// outcome. The dialog keeps its fields and the page keeps the files while it is closed, so
// closing it mid-way (or a failure) loses nothing.
import { GLOSSARY } from '@cardora/contract';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { EMPTY_POST_FORM, sharedFieldsOf, type TPostForm, usePostForm } from '../hooks/use-post-form';
import { useImageCategories, useImageSubcategories, useImageTags } from '../hooks/use-reference-data';
import type { PostNames, UploadQueue } from '../hooks/use-upload-queue';
import { countOf } from '../labels';
import { DropZone } from './drop-zone';
import { PostFields } from './post-fields';
import { UploadFileList } from './upload-file-list';

/** The names of everything the form can send, by id, so a refusal can say which one is gone. */
function usePostNames(form: ReturnType<typeof usePostForm>): PostNames {
  const categoryId = useWatch({ control: form.control, name: 'imageCategoryId' });
  const categories = useImageCategories().data ?? [];
  const subcategories = useImageSubcategories(categoryId || null).data ?? [];
  const tags = useImageTags().data ?? [];
  const names: PostNames = {};
  for (const c of categories) names[c.imageCategoryId.toLowerCase()] = c.name;
  for (const s of subcategories) names[s.imageSubcategoryId.toLowerCase()] = s.name;
  for (const t of tags) names[t.imageTagId.toLowerCase()] = t.name;
  return names;
}

function summaryOf(queue: UploadQueue): string {
  const count = (...statuses: string[]) => queue.items.filter((item) => statuses.includes(item.status)).length;
  const sending = count('uploading', 'queued');
  const done = count('done');
  const failed = count('failed');
  const invalid = count('invalid');
  const parts = [];
  if (sending > 0) parts.push(`${countOf(sending, 'file')} uploading`);
  if (done > 0) parts.push(`${done} added`);
  if (failed > 0) parts.push(`${failed} failed`);
  if (invalid > 0) parts.push(`${countOf(invalid, 'file')} cannot be uploaded`);
  return parts.join(' · ');
}

export function UploadDialog({
  open,
  onClose,
  queue,
  videos,
  title,
}: {
  open: boolean;
  onClose: () => void;
  queue: UploadQueue;
  videos: boolean;
  title: string;
}) {
  const fullScreen = useMediaQuery('(max-width:767px)');
  const form = usePostForm(EMPTY_POST_FORM);
  const names = usePostNames(form);
  const [note, setNote] = useState<string | null>(null);
  const ready = queue.items.filter((item) => item.status === 'ready').length;
  const done = queue.items.filter((item) => item.status === 'done').length;
  const remaining = queue.items.filter((item) => item.status !== 'done').length;
  const allDone = queue.items.length > 0 && remaining === 0;

  const addFiles = (files: File[]) => {
    const { skipped, overLimit } = queue.add(files);
    const notes = [];
    if (skipped > 0) notes.push(`${countOf(skipped, 'file')} ${skipped === 1 ? 'was' : 'were'} already in the list.`);
    if (overLimit > 0) notes.push(`${countOf(overLimit, 'file')} left out: upload at most 50 files at once.`);
    setNote(notes.length > 0 ? notes.join(' ') : null);
  };
  const withFields = (run: (values: TPostForm) => void) => void form.handleSubmit(run)();
  const close = () => {
    if (!queue.busy) queue.clearDone();
    setNote(null);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="lg"
      fullScreen={fullScreen}
      keepMounted
      aria-labelledby="upload-dialog-title"
      data-testid="upload-dialog"
    >
      <DialogTitle id="upload-dialog-title" sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2.5, md: 3 },
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            <DropZone videos={videos} onFiles={addFiles} compact={queue.items.length > 0} />
            {note ? (
              <Alert severity="info" onClose={() => setNote(null)}>
                {note}
              </Alert>
            ) : null}
            <UploadFileList
              items={queue.items}
              onRetry={(id) => withFields((values) => queue.retry(id, sharedFieldsOf(values), names))}
              onRemove={queue.remove}
            />
            {allDone ? (
              <Alert icon={<CheckCircleRounded />} severity="success" data-testid="upload-all-done">
                {done === 1 ? 'The post was added.' : `All ${done} posts were added.`} Their previews are being made and
                appear in the list in a moment.
              </Alert>
            ) : null}
          </Stack>
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Typography variant="overline" color="textSecondary" component="h3">
              Details for {ready > 1 ? `these ${ready} files` : 'the post'}
            </Typography>
            <PostFields form={form} testIdPrefix="upload" columns={1} />
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: { xs: 2, sm: 3 }, py: 1.5, gap: 1, flexWrap: 'wrap' }}>
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{ flex: 1, minWidth: 0, mr: 'auto' }}
          aria-live="polite"
          data-testid="upload-summary"
        >
          {summaryOf(queue)}
        </Typography>
        <Button color="inherit" onClick={close} data-testid="upload-close">
          {queue.busy
            ? 'Hide'
            : queue.items.some((item) => item.status === 'done' || item.status === 'failed')
              ? 'Close'
              : 'Cancel'}
        </Button>
        {allDone ? (
          <Button variant="contained" onClick={close} data-testid="upload-done">
            {GLOSSARY.done}
          </Button>
        ) : (
          <Button
            variant="contained"
            disabled={ready === 0}
            loading={queue.busy && ready === 0}
            onClick={() => withFields((values) => queue.start(sharedFieldsOf(values), names))}
            data-testid="upload-submit"
          >
            {ready > 0 ? `Upload ${countOf(ready, 'file')}` : 'Upload'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
