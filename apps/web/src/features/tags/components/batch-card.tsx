// One batch: its name, when it was made, its figures, its two files, and (opened) its tags with
// a filter and their actions.
import type { TTag, TTagBatch } from '@cardora/contract';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import PictureAsPdfRounded from '@mui/icons-material/PictureAsPdfRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#api/api-error';
import { RetryAlert } from '#components/retry-alert';
import { useFormat } from '#i18n/format';
import { type BatchFile, useBatchTags, useDownloadBatch } from '../hooks/use-tags';
import { TAG_FILTERS, type TagFilter } from '../tag-format';
import { type TagAction, TagList } from './tag-list';

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  const format = useFormat();
  return (
    <Box sx={{ minWidth: 64 }}>
      <Typography variant="caption" color="textSecondary" component="p">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: 20, lineHeight: 1.3 }} data-testid={testId}>
        {format.count(value)}
      </Typography>
    </Box>
  );
}

interface BatchCardProps {
  batch: TTagBatch;
  phone: boolean;
  initiallyOpen: boolean;
  onAction: (tag: TTag, action: TagAction) => void;
  busyCode: string | null;
}

export function BatchCard({ batch, phone, initiallyOpen, onAction, busyCode }: BatchCardProps) {
  const { t } = useTranslation('customer');
  const format = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState(initiallyOpen);
  const download = useDownloadBatch();
  const busyFile = download.isPending ? download.variables?.file : null;
  const save = (file: BatchFile) =>
    download.mutate(
      { batchId: batch.id, file },
      { onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }) },
    );

  return (
    <Card sx={{ p: { xs: 2, sm: 2.5 } }} data-testid={`tag-batch-${batch.id}`}>
      <Stack spacing={1.5}>
        <Box>
          <Typography variant="h4" component="h2" sx={{ overflowWrap: 'anywhere' }} data-testid="tag-batch-name">
            {batch.name}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('tags.admin.made', { date: format.date(batch.createdAt) })}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: { xs: 2, sm: 4 }, flexWrap: 'wrap' }}>
          <Figure label={t('tags.admin.total')} value={batch.total} testId="tag-batch-total" />
          <Figure label={t('tags.admin.assigned')} value={batch.assigned} testId="tag-batch-assigned" />
          <Figure label={t('tags.admin.disabled')} value={batch.disabled} testId="tag-batch-disabled" />
          <Figure label={t('tags.admin.scans')} value={batch.scans} testId="tag-batch-scans" />
        </Stack>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<DescriptionRounded />}
            loading={busyFile === 'csv'}
            loadingPosition="start"
            onClick={() => save('csv')}
            data-testid="tag-batch-csv"
          >
            {t('tags.admin.downloadCsv')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            startIcon={<PictureAsPdfRounded />}
            loading={busyFile === 'sheet'}
            loadingPosition="start"
            onClick={() => save('sheet')}
            data-testid="tag-batch-sheet"
          >
            {t('tags.admin.downloadSheet')}
          </Button>
          <Button
            size="small"
            endIcon={open ? <ExpandLessRounded /> : <ExpandMoreRounded />}
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            data-testid="tag-batch-toggle"
            sx={{ ml: { sm: 'auto' } }}
          >
            {open ? t('tags.admin.hideTags') : t('tags.admin.showTags')}
          </Button>
        </Stack>
        {open ? (
          <>
            <Divider />
            <BatchTags batchId={batch.id} phone={phone} onAction={onAction} busyCode={busyCode} />
          </>
        ) : null}
      </Stack>
    </Card>
  );
}

function BatchTags({
  batchId,
  phone,
  onAction,
  busyCode,
}: {
  batchId: string;
  phone: boolean;
  onAction: (tag: TTag, action: TagAction) => void;
  busyCode: string | null;
}) {
  const { t } = useTranslation('customer');
  const format = useFormat();
  const [filter, setFilter] = useState<TagFilter>('all');
  const tags = useBatchTags(batchId, filter);
  const list = tags.data?.pages.flatMap((page) => page.list) ?? [];
  const total = tags.data?.pages[0]?.total ?? 0;

  return (
    <Stack spacing={1.5}>
      <Stack
        direction="row"
        role="group"
        aria-label={t('tags.admin.filter')}
        sx={{ gap: 1, flexWrap: 'wrap' }}
        data-testid="tag-filter"
      >
        {TAG_FILTERS.map((key) => (
          <Chip
            key={key}
            label={t(`tags.admin.filters.${key}`)}
            color={filter === key ? 'primary' : 'default'}
            variant={filter === key ? 'filled' : 'outlined'}
            onClick={() => setFilter(key)}
            aria-pressed={filter === key}
            data-testid={`tag-filter-${key}`}
          />
        ))}
      </Stack>
      {tags.isPending ? (
        <Stack spacing={1} aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={phone ? 88 : 40} />
          ))}
        </Stack>
      ) : tags.isError ? (
        <RetryAlert error={tags.error} onRetry={() => void tags.refetch()} testId="tag-list-error" />
      ) : list.length === 0 ? (
        <Typography color="textSecondary" data-testid="tag-list-empty">
          {t('tags.admin.noTags')}
        </Typography>
      ) : (
        <>
          <Box sx={{ opacity: tags.isRefetching && !tags.isFetchingNextPage ? 0.7 : 1 }}>
            <TagList tags={list} phone={phone} onAction={onAction} busyCode={busyCode} />
          </Box>
          <Stack sx={{ alignItems: 'center' }} spacing={1}>
            <Typography variant="body2" color="textSecondary" data-testid="tag-list-shown">
              {t('tags.admin.showing', { shown: format.count(list.length), total: format.count(total) })}
            </Typography>
            {tags.hasNextPage ? (
              <Button
                variant="outlined"
                size="small"
                onClick={() => void tags.fetchNextPage()}
                loading={tags.isFetchingNextPage}
                data-testid="tag-list-more"
              >
                {t('tags.admin.showMore')}
              </Button>
            ) : null}
          </Stack>
        </>
      )}
    </Stack>
  );
}
