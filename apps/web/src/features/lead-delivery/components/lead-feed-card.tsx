// The spreadsheet link (docs/product-rules.md#lead-feed): make it, copy it or the Google Sheets
// formula that imports it, make a new one (the old stops working), or turn it off.
import TableChartRounded from '@mui/icons-material/TableChartRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#components/confirm-dialog';
import { RetryAlert } from '#components/retry-alert';
import { useFormat } from '#i18n/format';
import { importDataFormula } from '../delivery-format';
import { useCreateLeadFeed, useLeadFeed, useRevokeLeadFeed } from '../hooks/use-lead-delivery';
import { CopyableText } from './copy-text';
import { SectionHeading } from './section-heading';

type Asked = 'newLink' | 'turnOff' | null;

export function LeadFeedCard({ businessId }: { businessId: string }) {
  const { t } = useTranslation(['customer', 'glossary']);
  const { date } = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const feed = useLeadFeed(businessId);
  const make = useCreateLeadFeed(businessId);
  const revoke = useRevokeLeadFeed(businessId);
  const [asked, setAsked] = useState<Asked>(null);
  const url = feed.data?.url ?? null;

  let body: ReactNode;
  if (feed.isPending) body = <Skeleton variant="rounded" height={56} />;
  else if (feed.isError) body = <RetryAlert error={feed.error} onRetry={() => void feed.refetch()} />;
  else if (!url) {
    body = (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="textSecondary" data-testid="lead-feed-none">
          {t('leadDelivery.feed.none')}
        </Typography>
        <Button
          variant="contained"
          onClick={() =>
            make.mutate(undefined, {
              onSuccess: () => enqueueSnackbar(t('leadDelivery.feed.made'), { variant: 'success' }),
            })
          }
          loading={make.isPending}
          data-testid="lead-feed-make"
        >
          {t('leadDelivery.feed.make')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack spacing={2}>
        <CopyableText
          label={t('leadDelivery.feed.linkLabel')}
          text={url}
          copyLabel={t('leadDelivery.feed.copyLink')}
          testId="lead-feed-url"
        />
        <Stack spacing={0.75}>
          <Typography variant="body2">{t('leadDelivery.feed.howTo')}</Typography>
          <CopyableText
            label={t('leadDelivery.feed.formulaLabel')}
            text={importDataFormula(url)}
            copyLabel={t('leadDelivery.feed.copyFormula')}
            testId="lead-feed-formula"
          />
        </Stack>
        <Alert severity="info" sx={{ py: 0 }}>
          {t('leadDelivery.feed.private')}
        </Alert>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
          {feed.data?.createdAt ? (
            <Typography variant="caption" color="textSecondary">
              {t('leadDelivery.feed.since', { date: date(feed.data.createdAt) })}
            </Typography>
          ) : (
            <span />
          )}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => setAsked('newLink')} data-testid="lead-feed-new">
              {t('leadDelivery.feed.newLink')}
            </Button>
            <Button color="error" onClick={() => setAsked('turnOff')} data-testid="lead-feed-off">
              {t('leadDelivery.feed.turnOff')}
            </Button>
          </Stack>
        </Stack>
      </Stack>
    );
  }

  return (
    <Card sx={{ p: 2 }} data-testid="lead-feed">
      <Stack spacing={1.5}>
        <SectionHeading
          icon={<TableChartRounded />}
          title={t('leadDelivery.feed.title')}
          text={t('leadDelivery.feed.intro')}
        />
        {body}
      </Stack>
      <ConfirmDialog
        open={asked === 'newLink'}
        title={t('leadDelivery.feed.newLinkTitle')}
        text={t('leadDelivery.feed.newLinkText')}
        confirmLabel={t('leadDelivery.feed.newLinkConfirm')}
        loading={make.isPending}
        onClose={() => setAsked(null)}
        onConfirm={() =>
          make.mutate(undefined, {
            onSuccess: () => {
              setAsked(null);
              enqueueSnackbar(t('leadDelivery.feed.made'), { variant: 'success' });
            },
            onError: () => setAsked(null),
          })
        }
        testId="confirm-lead-feed-new"
      />
      <ConfirmDialog
        open={asked === 'turnOff'}
        title={t('leadDelivery.feed.turnOffTitle')}
        text={t('leadDelivery.feed.turnOffText')}
        confirmLabel={t('leadDelivery.feed.turnOff')}
        destructive
        loading={revoke.isPending}
        onClose={() => setAsked(null)}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              setAsked(null);
              enqueueSnackbar(t('leadDelivery.feed.turnedOff'), { variant: 'success' });
            },
            onError: () => setAsked(null),
          })
        }
        testId="confirm-lead-feed-off"
      />
    </Card>
  );
}
