import { pdfTemplateOf, type TPdfCard } from '@cardora/contract';
import EditRounded from '@mui/icons-material/EditRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '#api/api-error';
import { useFormat } from '#i18n/format';
import { designName } from '../design-words';
import { useCardFile } from '../hooks/use-card-file';
import { useInView } from '../hooks/use-in-view';
import { usePdfPreview } from '../hooks/use-pdf-preview';
import { pdfCardPaths, pdfFileName } from '../paths';
import { CardFileButtons, PaidChip, PdfStatusChip } from './card-actions';
import { PdfPagesView } from './pdf-pages-view';

/** One of the customer's PDF cards: its first page, status, design, paid or SAMPLE, and its actions. */
export function MyCardRow({ card }: { card: TPdfCard }) {
  const { t } = useTranslation('products');
  const { date } = useFormat();
  const template = pdfTemplateOf(card.templateCode);
  const design = designName(template, t);
  const ref = useRef<HTMLDivElement>(null);
  const visible = useInView(ref);
  const preview = usePdfPreview(
    visible
      ? { kind: 'card', pdfCardNo: card.pdfCardNo, version: card.version, templateCode: card.templateCode }
      : null,
  );
  const file = useCardFile();
  const name = card.details?.name ?? '';
  const sample = card.latestExport === null;
  const fileInfo = {
    pdfCardNo: card.pdfCardNo,
    fileName: pdfFileName({ companyName: card.companyName, name, sample }),
    title: `${card.companyName}${name ? ` · ${name}` : ''}`,
  };

  return (
    <Card ref={ref} sx={{ p: { xs: 2, sm: 2.5 } }} data-testid="my-pdf-card" data-pdf-card-no={card.pdfCardNo}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ width: { xs: 92, sm: 120 }, flexShrink: 0 }}>
          <PdfPagesView
            bytes={preview.data?.bytes ?? null}
            aspectRatio={template.widthMm / template.heightMm}
            pages={[1]}
            label={t('pdfCards.previewOf', { name: design })}
            testId="my-pdf-card-preview"
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h4" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {name || card.companyName}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {name ? `${card.companyName} · ` : ''}
            {design}
          </Typography>
          <Stack direction="row" sx={{ mt: 1, gap: 0.75, flexWrap: 'wrap' }}>
            <PdfStatusChip card={card} testId="my-pdf-card-status" />
            <PaidChip card={card} />
          </Stack>
          <Typography variant="caption" color="textSecondary" sx={{ display: 'block', mt: 0.75 }}>
            {t('pdfCards.made', { date: date(card.createdAt) })}
            {card.checkCount > 0 ? ` · ${t('pdfCards.qrChecked', { count: card.checkCount })}` : ''}
          </Typography>
        </Box>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="contained"
          component={RouterLink}
          to={pdfCardPaths.editCard(card.pdfCardNo)}
          startIcon={<EditRounded />}
          data-testid="my-pdf-card-open"
        >
          {t('pdfCards.open')}
        </Button>
        <CardFileButtons
          file={file}
          info={fileInfo}
          downloadLabel={sample ? t('pdfCards.sample') : t('common.download')}
          testIdPrefix="my-pdf-card"
          size="small"
          variant="outlined"
        />
      </Stack>
      {file.error ? (
        <Alert severity="warning" sx={{ mt: 1.5 }} onClose={file.clearError} data-testid="my-pdf-card-error">
          {errorMessage(file.error)}
        </Alert>
      ) : null}
      {file.done?.action === 'saved-instead' ? (
        <Alert severity="success" sx={{ mt: 1.5 }}>
          {t('pdfCards.savedFallback')}
        </Alert>
      ) : null}
    </Card>
  );
}
