// /documents/check/<code>: the public page a document's QR code opens (the server sends the QR's
// address here). Anyone may open it, signed in or not: it confirms the document's kind and number,
// who issued it, its date and total, and whether a credit note changed it — nothing more.
// docs/product-rules.md#gst-documents
import { type TTaxDocumentCheck, ZTaxDocumentCheckParams } from '@cardora/contract';
import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '#api/api-error';
import { useAgency } from '#app/agency-context';
import { useTabTitle } from '#app/layout/page-title';
import { AgencyLogo } from '#components/agency-logo';
import { useFormat } from '#i18n/format';
import { useTaxDocumentCheck } from '../hooks/use-tax-documents';

type Tone = 'success' | 'warning' | 'error';

const VERDICTS: Record<TTaxDocumentCheck['status'], { tone: Tone; icon: ReactNode; title: string; text: string }> = {
  issued: { tone: 'success', icon: <CheckCircleRounded />, title: 'check.valid', text: 'check.validText' },
  'partly-credited': {
    tone: 'warning',
    icon: <ErrorOutlineRounded />,
    title: 'check.partlyCredited',
    text: 'check.partlyCreditedText',
  },
  cancelled: { tone: 'error', icon: <CancelRounded />, title: 'check.cancelled', text: 'check.cancelledText' },
};

/** The page's frame: the agency's name and logo over one centred card. */
function CheckFrame({ children, testId }: { children: ReactNode; testId: string }) {
  const agency = useAgency();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        bgcolor: 'background.default',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
        py: { xs: 3, sm: 6 },
      }}
      data-testid={testId}
    >
      <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', mb: { xs: 2.5, sm: 3 } }}>
        <AgencyLogo name={agency.agencyName} logoUrl={agency.theme.logoUrl} size={36} />
        <Typography sx={{ fontWeight: 700 }}>{agency.agencyName}</Typography>
      </Stack>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, overflow: 'hidden' }}>
        {children}
      </Paper>
    </Box>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Stack
      direction="row"
      sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2, py: 1.25 }}
      data-testid={testId}
    >
      <Typography variant="body2" color="textSecondary" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Box sx={{ textAlign: 'right', minWidth: 0 }}>{children}</Box>
    </Stack>
  );
}

function CheckedDocument({ document }: { document: TTaxDocumentCheck }) {
  const { t } = useTranslation('documents');
  const { rupees, date } = useFormat();
  const verdict = VERDICTS[document.status];
  return (
    <>
      <Stack
        spacing={1}
        sx={(theme) => ({
          alignItems: 'center',
          textAlign: 'center',
          px: 3,
          py: { xs: 3, sm: 3.5 },
          bgcolor: alpha(theme.palette[verdict.tone].main, 0.1),
          borderBottom: `4px solid ${theme.palette[verdict.tone].main}`,
        })}
        role="status"
        data-testid="check-verdict"
        data-status={document.status}
      >
        <Box sx={{ color: `${verdict.tone}.main`, '& svg': { fontSize: 56, display: 'block' } }}>{verdict.icon}</Box>
        <Typography
          component="p"
          sx={{ fontSize: { xs: 26, sm: 30 }, fontWeight: 800, lineHeight: 1.2, color: `${verdict.tone}.dark` }}
        >
          {t(verdict.title)}
        </Typography>
        <Typography color="textSecondary">{t(verdict.text)}</Typography>
      </Stack>
      <Box sx={{ px: { xs: 2.5, sm: 3 }, pt: 2.5, pb: 2 }}>
        <Typography variant="h3" component="h1" data-testid="check-title">
          {t(`kinds.${document.kind}`)}{' '}
          {/* A number reads as one piece: it wraps to the next line whole, never at its hyphen. */}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {document.number}
          </Box>
        </Typography>
        <Stack divider={<Divider flexItem />} sx={{ mt: 1.5 }}>
          <Fact label={t('check.issuedBy')} testId="check-issuer">
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{document.issuerName}</Typography>
            {document.issuerGstin ? (
              <Typography variant="body2" color="textSecondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {t('check.gstin', { gstin: document.issuerGstin })}
              </Typography>
            ) : null}
          </Fact>
          <Fact label={t('check.date')} testId="check-date">
            <Typography sx={{ fontWeight: 600 }}>{date(document.issuedAt)}</Typography>
          </Fact>
          <Fact label={t('check.total')} testId="check-total">
            <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>{rupees(document.totalPaise)}</Typography>
          </Fact>
        </Stack>
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1.5 }}>
          {t('check.note')}
        </Typography>
      </Box>
    </>
  );
}

function Message({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action?: ReactNode }) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: 4 }}>
      <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 48, display: 'block' } }}>{icon}</Box>
      <Typography variant="h3" component="h1">
        {title}
      </Typography>
      <Typography color="textSecondary">{text}</Typography>
      {action}
    </Stack>
  );
}

function CheckResult({ checkCode }: { checkCode: string }) {
  const { t } = useTranslation('documents');
  const check = useTaxDocumentCheck(checkCode);
  if (check.isPending) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 6 }} role="status" data-testid="check-loading">
        <CircularProgress size={32} />
        <Typography color="textSecondary">{t('check.loading')}</Typography>
      </Stack>
    );
  }
  if (check.isError) {
    if (isApiError(check.error) && check.error.status === 404) return <NotFound />;
    return (
      <Message
        icon={<ErrorOutlineRounded />}
        title={t('check.failed')}
        text={isApiError(check.error) ? check.error.message : ''}
        action={
          <Button variant="contained" onClick={() => void check.refetch()}>
            {t('check.retry')}
          </Button>
        }
      />
    );
  }
  return <CheckedDocument document={check.data} />;
}

function NotFound() {
  const { t } = useTranslation('documents');
  return (
    <Box data-testid="check-not-found">
      <Message icon={<SearchOffRounded />} title={t('check.notFound')} text={t('check.notFoundText')} />
    </Box>
  );
}

export function DocumentCheckPage() {
  const { t } = useTranslation('documents');
  const { checkCode = '' } = useParams();
  useTabTitle(t('check.pageTitle'));
  // A code that cannot be one is not asked about: the answer would be the same.
  const wellFormed = ZTaxDocumentCheckParams.safeParse({ checkCode }).success;
  return (
    <CheckFrame testId="document-check-page">
      {wellFormed ? <CheckResult checkCode={checkCode} /> : <NotFound />}
    </CheckFrame>
  );
}
