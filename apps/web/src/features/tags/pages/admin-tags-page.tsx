import type { TTag } from '@cardora/contract';
import AddRounded from '@mui/icons-material/AddRounded';
import NfcRounded from '@mui/icons-material/NfcRounded';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#components/confirm-dialog';
import { EmptyState } from '#components/empty-state';
import { ManagementHeading } from '#components/management-heading';
import { RetryAlert } from '#components/retry-alert';
import { AssignTagDialog } from '../components/assign-tag-dialog';
import { BatchCard } from '../components/batch-card';
import { NewBatchDialog } from '../components/new-batch-dialog';
import type { TagAction } from '../components/tag-list';
import { useTagBatches, useUpdateTag } from '../hooks/use-tags';
import { printedTagCode } from '../tag-format';

/**
 * /admin/tags: the agency's NFC and QR tags (docs/product-rules.md#physical-tags), for its admins.
 * Batches with their figures and files; a batch's tags with Assign / Move, Take back and Turn off.
 */
export function AdminTagsPage() {
  const { t } = useTranslation(['customer', 'glossary']);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { enqueueSnackbar } = useSnackbar();
  const batches = useTagBatches();
  const update = useUpdateTag();
  const [making, setMaking] = useState(false);
  const [assigning, setAssigning] = useState<TTag | null>(null);
  const [takingBack, setTakingBack] = useState<TTag | null>(null);
  const busyCode = update.isPending ? (update.variables?.code ?? null) : null;

  const onAction = (tag: TTag, action: TagAction) => {
    const code = printedTagCode(tag.code);
    if (action === 'assign') setAssigning(tag);
    else if (action === 'takeBack') setTakingBack(tag);
    else {
      const status = action === 'turnOff' ? 'disabled' : 'active';
      update.mutate(
        { code: tag.code, body: { status } },
        {
          onSuccess: () =>
            enqueueSnackbar(t(action === 'turnOff' ? 'tags.admin.turnedOff' : 'tags.admin.turnedOn', { code }), {
              variant: 'success',
            }),
        },
      );
    }
  };

  const newBatch = (
    <Button
      variant="contained"
      startIcon={<AddRounded />}
      onClick={() => setMaking(true)}
      sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
      data-testid="tag-batch-new"
    >
      {t('tags.admin.newBatch')}
    </Button>
  );

  let body: React.ReactNode;
  if (batches.isPending) {
    body = (
      <Stack spacing={2} aria-busy="true">
        {[0, 1].map((key) => (
          <Skeleton key={key} variant="rounded" height={180} />
        ))}
      </Stack>
    );
  } else if (batches.isError) {
    body = <RetryAlert error={batches.error} onRetry={() => void batches.refetch()} testId="tag-batches-error" />;
  } else if (batches.data.list.length === 0) {
    body = (
      <EmptyState testId="tag-batches-empty" icon={<NfcRounded />} text={t('tags.admin.noBatches')} action={newBatch} />
    );
  } else {
    body = (
      <Stack spacing={2} data-testid="tag-batches">
        {batches.data.list.map((batch, index) => (
          <BatchCard
            key={batch.id}
            batch={batch}
            phone={phone}
            initiallyOpen={index === 0}
            onAction={onAction}
            busyCode={busyCode}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack spacing={2.5} data-testid="admin-tags-page">
      <ManagementHeading title={t('glossary:tags')} intro={t('tags.admin.intro')} actions={newBatch} />
      {body}
      <NewBatchDialog
        open={making}
        onClose={() => setMaking(false)}
        onMade={(batch) => {
          setMaking(false);
          enqueueSnackbar(t('tags.admin.batchForm.made', { count: batch.total, name: batch.name }), {
            variant: 'success',
          });
        }}
      />
      <AssignTagDialog tag={assigning} onClose={() => setAssigning(null)} />
      <ConfirmDialog
        open={takingBack !== null}
        title={t('tags.admin.takeBackTitle')}
        text={
          takingBack
            ? t('tags.admin.takeBackText', {
                code: printedTagCode(takingBack.code),
                business: takingBack.businessName ?? '',
              })
            : ''
        }
        confirmLabel={t('tags.admin.takeBack')}
        destructive
        loading={update.isPending && update.variables?.code === takingBack?.code}
        onConfirm={() => {
          if (!takingBack) return;
          const code = printedTagCode(takingBack.code);
          update.mutate(
            { code: takingBack.code, body: { businessId: null } },
            {
              onSuccess: () => {
                setTakingBack(null);
                enqueueSnackbar(t('tags.admin.takenBack', { code }), { variant: 'success' });
              },
            },
          );
        }}
        onClose={() => setTakingBack(null)}
        testId="tag-take-back-dialog"
      />
    </Stack>
  );
}
