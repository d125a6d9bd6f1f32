// Inside the platform's 'Business Category' (Daily image management → Categories): the trades
// businesses typed with "Other" because the list had none for them, with how
// many businesses and agencies typed each, and Promote — which adds it to the list (or joins a
// category of that name) and moves those businesses there.
import { type TOtherCategorySummary, ZOtherCategoryName } from '@cardora/contract';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { DialogCancelActions } from '#components/dialog/dialog-cancel-actions';
import { RetryAlert } from '#components/retry-alert';
import { formatDate } from '#lib/format';
import { useOtherCategories, usePromoteOtherCategory } from '../hooks/use-other-categories';
import { countOf } from '../labels';
import { useNameEntry } from './name-entry';

function PromoteDialog({ entry, onClose }: { entry: TOtherCategorySummary; onClose: () => void }) {
  const promote = usePromoteOtherCategory();
  const { enqueueSnackbar } = useSnackbar();
  const naming = useNameEntry(
    entry.name,
    (name) => ZOtherCategoryName.safeParse(name),
    'Type a name.',
    (name) =>
      promote.mutate(
        { otherCategory: entry.name, name },
        {
          onSuccess: (result) => {
            const moved = countOf(result.movedBusinesses, 'business', 'businesses');
            enqueueSnackbar(
              result.created
                ? `'${result.category.imageSubcategoryName}' is in the list now; ${moved} moved to it.`
                : `${moved} moved to '${result.category.imageSubcategoryName}', already in the list.`,
              { variant: 'success' },
            );
            onClose();
          },
          onError: naming.fail,
        },
      ),
  );
  return (
    <Dialog open onClose={promote.isPending ? undefined : onClose} fullWidth maxWidth="xs" data-testid="promote-dialog">
      <form noValidate onSubmit={naming.submit}>
        <DialogTitle sx={{ fontWeight: 700 }}>Add to the category list</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              Every agency's businesses can then pick it, and the{' '}
              {countOf(entry.businessCount, 'business', 'businesses')} that typed '{entry.name}' move to it. If the list
              already has a category of this name, they join that one.
            </DialogContentText>
            <TextField
              label="Name in the list"
              {...naming.field}
              helperText={naming.problem ?? 'Correct the spelling if needed, e.g. Optician.'}
              disabled={promote.isPending}
              autoFocus
              slotProps={{ htmlInput: { maxLength: 60, 'data-testid': 'promote-name' } }}
            />
          </Stack>
        </DialogContent>
        <DialogCancelActions onCancel={onClose} busy={promote.isPending}>
          <Button type="submit" variant="contained" loading={promote.isPending} data-testid="promote-confirm">
            Add to the list
          </Button>
        </DialogCancelActions>
      </form>
    </Dialog>
  );
}

export function OtherCategoriesSection() {
  const typed = useOtherCategories();
  const [promoting, setPromoting] = useState<TOtherCategorySummary | null>(null);
  return (
    <Stack spacing={1.5} data-testid="other-categories">
      <Box>
        <Typography sx={{ fontWeight: 700 }}>Typed by businesses ("Other")</Typography>
        <Typography variant="body2" color="textSecondary">
          Trades businesses of every agency typed because the list had none for them. Add the common ones to the list.
        </Typography>
      </Box>
      {typed.isPending ? (
        <Stack spacing={1}>
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      ) : typed.isError ? (
        <RetryAlert error={typed.error} onRetry={() => void typed.refetch()} />
      ) : typed.data.list.length === 0 ? (
        <Typography variant="body2" color="textSecondary" data-testid="other-categories-empty">
          None yet. When a business chooses Other and types its trade, it shows here.
        </Typography>
      ) : (
        <Stack spacing={1} data-testid="other-category-list">
          {typed.data.list.map((entry) => (
            <Stack
              key={entry.name}
              direction="row"
              spacing={1.5}
              sx={{
                alignItems: 'center',
                p: 1.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 3,
              }}
              data-testid="other-category-row"
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="other-category-name">
                  {entry.name}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {countOf(entry.businessCount, 'business', 'businesses')} ·{' '}
                  {countOf(entry.agencyCount, 'agency', 'agencies')} · last {formatDate(new Date(entry.lastUsedAt))}
                </Typography>
              </Box>
              <Button
                size="small"
                variant="outlined"
                startIcon={<TrendingUpRounded />}
                onClick={() => setPromoting(entry)}
                sx={{ flexShrink: 0 }}
                data-testid="other-category-promote"
              >
                Promote
              </Button>
            </Stack>
          ))}
          {typed.data.total > typed.data.list.length ? (
            <Typography variant="body2" color="textSecondary">
              The {typed.data.list.length} most used of {typed.data.total}.
            </Typography>
          ) : null}
        </Stack>
      )}
      {promoting ? <PromoteDialog entry={promoting} onClose={() => setPromoting(null)} /> : null}
    </Stack>
  );
}
