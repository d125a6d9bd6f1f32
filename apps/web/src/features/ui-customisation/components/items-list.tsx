import {
  GLOSSARY,
  type TUiCustomisation,
  type TUiItem,
  UI_HEIGHT_LABELS,
  UI_MESSAGES,
  UI_PLACEMENT_LABELS,
  type UiItemState,
} from '@cardora/contract';
import AddRounded from '@mui/icons-material/AddRounded';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import ViewCarouselRounded from '@mui/icons-material/ViewCarouselRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorMessage } from '#api/api-error';
import { ConfirmDialog } from '#components/confirm-dialog';
import { EmptyState } from '#components/empty-state';
import { TipIconButton } from '#components/tip-icon-button';
import { useDeleteUiItem, useSaveUiCustomisation } from '../hooks/use-ui-customisation';
import { ItemDialog } from './item-dialog';

const STATE_CHIPS: Record<UiItemState, { label: string; color: 'success' | 'info' | 'default' }> = {
  live: { label: 'Live', color: 'success' },
  scheduled: { label: 'Scheduled', color: 'info' },
  ended: { label: 'Ended', color: 'default' },
};

function dates(item: TUiItem): string {
  if (item.startDate && item.endDate) return `${item.startDate} → ${item.endDate}`;
  if (item.startDate) return `From ${item.startDate}`;
  if (item.endDate) return `Until ${item.endDate}`;
  return 'Always';
}

/** The Banners & tiles tab: the agency's items in order, moved up and down, edited, deleted after a confirm. */
export function ItemsList({ customisation, agencyId }: { customisation: TUiCustomisation; agencyId: string | null }) {
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveUiCustomisation(agencyId);
  const remove = useDeleteUiItem(agencyId);
  const [editing, setEditing] = useState<{ item: TUiItem | null } | null>(null);
  const [deleting, setDeleting] = useState<TUiItem | null>(null);
  const items = customisation.items;

  function move(index: number, by: -1 | 1) {
    const ids = items.map((item) => item.uiCustomisationId);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + by, 0, moved);
    save.mutate(
      { type: 'order', uiCustomisationIds: ids },
      { onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }) },
    );
  }

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography color="textSecondary" sx={{ maxWidth: 560 }}>
          Customers see these on their home and greetings pages, banners first, in this order, between their dates
          (India time).
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddRounded />}
          onClick={() => setEditing({ item: null })}
          data-testid="ui-item-add"
        >
          Add banner or tile
        </Button>
      </Stack>

      {items.length === 0 ? (
        <EmptyState
          testId="ui-items-empty"
          icon={<ViewCarouselRounded />}
          title="No banners or tiles yet"
          text="Add a banner to announce an offer or a new feature on your customers' home page."
          action={
            <Button variant="outlined" startIcon={<AddRounded />} onClick={() => setEditing({ item: null })}>
              Add the first banner
            </Button>
          }
        />
      ) : (
        <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="ui-items">
          {items.map((item, index) => {
            const chip = STATE_CHIPS[item.state];
            return (
              <Card key={item.uiCustomisationId} component="li" sx={{ p: 1.5 }} data-testid="ui-item-row">
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <Box
                    component="img"
                    src={item.imageUrl}
                    alt=""
                    sx={{
                      width: { xs: 72, sm: 120 },
                      height: { xs: 48, sm: 64 },
                      objectFit: 'cover',
                      borderRadius: 2,
                      flexShrink: 0,
                      bgcolor: 'grey.100',
                    }}
                  />
                  <Box sx={{ minWidth: 0, flex: 1 }}>
                    <Typography sx={{ fontWeight: 600 }} noWrap>
                      {item.title}
                    </Typography>
                    <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', mt: 0.5 }}>
                      <Chip size="small" label={chip.label} color={chip.color} variant="outlined" />
                      <Chip size="small" label={item.kind === 'TILE' ? 'Tile' : 'Banner'} />
                      <Chip size="small" label={UI_PLACEMENT_LABELS[item.placement]} />
                      <Chip
                        size="small"
                        label={`${item.style} · ${UI_HEIGHT_LABELS[item.height].split(' (')[0]}`}
                        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
                      />
                    </Stack>
                    <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 0.5 }}>
                      {dates(item)}
                    </Typography>
                  </Box>
                  <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: 'center' }}>
                    <Stack direction="row">
                      <TipIconButton
                        tip="Move up"
                        label={`Move ${item.title} up`}
                        icon={<ArrowUpwardRounded fontSize="small" />}
                        disabled={index === 0 || save.isPending}
                        onClick={() => move(index, -1)}
                        size="small"
                        wrapDisabled
                      />
                      <TipIconButton
                        tip="Move down"
                        label={`Move ${item.title} down`}
                        icon={<ArrowDownwardRounded fontSize="small" />}
                        disabled={index === items.length - 1 || save.isPending}
                        onClick={() => move(index, 1)}
                        size="small"
                        wrapDisabled
                      />
                    </Stack>
                    <Stack direction="row">
                      <TipIconButton
                        tip="Edit"
                        label={`Edit ${item.title}`}
                        icon={<EditRounded fontSize="small" />}
                        onClick={() => setEditing({ item })}
                        size="small"
                      />
                      <TipIconButton
                        tip="Delete"
                        label={`Delete ${item.title}`}
                        icon={<DeleteOutlineRounded fontSize="small" />}
                        onClick={() => setDeleting(item)}
                        size="small"
                        color="error"
                      />
                    </Stack>
                  </Stack>
                </Stack>
              </Card>
            );
          })}
        </Stack>
      )}

      {editing ? <ItemDialog open item={editing.item} agencyId={agencyId} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.title ?? ''}”?`}
        text={UI_MESSAGES.confirmDelete}
        confirmLabel={GLOSSARY.delete}
        destructive
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.uiCustomisationId, {
            onSuccess: () => {
              enqueueSnackbar('Deleted.', { variant: 'success' });
              setDeleting(null);
            },
          });
        }}
        testId="ui-item-delete-confirm"
      />
    </Stack>
  );
}
