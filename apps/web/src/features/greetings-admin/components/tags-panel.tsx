// Tags: add one, delete one (after a confirm; posts keep everything else). The platform's tags
// are listed apart for an agency, which cannot change them.
import { GLOSSARY, type TImageTag, ZCreateImageTagBody } from '@cardora/contract';
import AddRounded from '@mui/icons-material/AddRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import SellRounded from '@mui/icons-material/SellRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorMessage } from '#api/api-error';
import { ConfirmDialog } from '#components/confirm-dialog';
import { useCreateTag, useDeleteTag, useImageTags } from '../hooks/use-reference-data';
import { useNameEntry } from './name-entry';

function AddTag() {
  const create = useCreateTag();
  const { enqueueSnackbar } = useSnackbar();
  const entry = useNameEntry(
    '',
    (name) => ZCreateImageTagBody.safeParse({ name }),
    'Enter a name.',
    (body) =>
      create.mutate(body.name, {
        onSuccess: (tag) => {
          entry.clear();
          enqueueSnackbar(`The tag '${tag.name}' was added.`, { variant: 'success' });
        },
        onError: entry.fail,
      }),
  );
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={entry.submit}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
    >
      <TextField
        label="New tag"
        placeholder="e.g. festive, morning, offer"
        {...entry.field}
        helperText={entry.problem ?? 'Short words people search for.'}
        disabled={create.isPending}
        slotProps={{ htmlInput: { maxLength: 80, 'data-testid': 'tag-name' } }}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<AddRounded />}
        loading={create.isPending}
        sx={{ flexShrink: 0, minHeight: 56 }}
        data-testid="tag-add"
      >
        Add tag
      </Button>
    </Stack>
  );
}

function TagGroup({
  title,
  hint,
  tags,
  onDelete,
  testId,
}: {
  title: string | null;
  hint?: string;
  tags: TImageTag[];
  onDelete?: (tag: TImageTag) => void;
  testId: string;
}) {
  return (
    <Stack spacing={1}>
      {title ? (
        <Box>
          <Typography variant="subtitle2" component="h4">
            {title}
          </Typography>
          {hint ? (
            <Typography variant="body2" color="textSecondary">
              {hint}
            </Typography>
          ) : null}
        </Box>
      ) : null}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid={testId}>
        {tags.map((tag) => (
          <Chip
            key={tag.imageTagId}
            label={`#${tag.name}`}
            variant={tag.editable ? 'filled' : 'outlined'}
            onDelete={onDelete && tag.editable ? () => onDelete(tag) : undefined}
            data-testid="tag-chip"
          />
        ))}
      </Stack>
    </Stack>
  );
}

export function TagsPanel({ platformTeam }: { platformTeam: boolean }) {
  const tags = useImageTags();
  const remove = useDeleteTag();
  const { enqueueSnackbar } = useSnackbar();
  const [toDelete, setToDelete] = useState<TImageTag | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const own = (tags.data ?? []).filter((tag) => tag.editable);
  const platform = (tags.data ?? []).filter((tag) => !tag.editable);

  const confirmDelete = () => {
    if (!toDelete) return;
    const tag = toDelete;
    remove.mutate(tag.imageTagId, {
      onSuccess: () => {
        setToDelete(null);
        setProblem(null);
        enqueueSnackbar(`The tag '${tag.name}' was deleted.`, { variant: 'success' });
      },
      onError: (error) => {
        setToDelete(null);
        setProblem(`The tag '${tag.name}' was not deleted. ${errorMessage(error)}`);
      },
    });
  };

  return (
    <Stack spacing={2} data-testid="tags-panel">
      <Box>
        <Typography variant="h3" component="h3">
          Tags
        </Typography>
        <Typography variant="body2" color="textSecondary">
          Tags help you and your customers find posts by search. A post can have several.
        </Typography>
      </Box>
      <Card sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack spacing={2.5}>
          <Box sx={{ maxWidth: 520 }}>
            <AddTag />
          </Box>
          {problem ? (
            <Alert severity="error" onClose={() => setProblem(null)} data-testid="tags-problem">
              {problem}
            </Alert>
          ) : null}
          {tags.isPending ? (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {[80, 64, 96, 72, 56].map((width) => (
                <Skeleton key={width} variant="rounded" width={width} height={32} />
              ))}
            </Stack>
          ) : tags.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" startIcon={<RefreshRounded />} onClick={() => void tags.refetch()}>
                  {GLOSSARY.tryAgain}
                </Button>
              }
              data-testid="tags-error"
            >
              {errorMessage(tags.error)}
            </Alert>
          ) : tags.data.length === 0 ? (
            <Stack
              direction="row"
              spacing={1.5}
              sx={{ alignItems: 'center', color: 'text.secondary' }}
              data-testid="tags-empty"
            >
              <SellRounded />
              <Typography variant="body2">No tags yet. Add the first one above.</Typography>
            </Stack>
          ) : (
            <>
              {own.length > 0 ? (
                <TagGroup
                  title={platformTeam || platform.length === 0 ? null : "Your agency's tags"}
                  tags={own}
                  onDelete={setToDelete}
                  testId="tag-list"
                />
              ) : null}
              {platform.length > 0 ? (
                <TagGroup
                  title="The platform's tags"
                  hint="You can use them on your posts; only the platform's team can change them."
                  tags={platform}
                  testId="platform-tag-list"
                />
              ) : null}
            </>
          )}
        </Stack>
      </Card>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this tag?"
        text={toDelete ? `The tag '${toDelete.name}' will be taken off every post that has it. The posts stay.` : ''}
        confirmLabel="Delete tag"
        destructive
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
        testId="delete-tag-dialog"
      />
    </Stack>
  );
}
