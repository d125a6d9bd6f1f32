import type { PdfTemplate } from '@cardora/contract';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#api/api-error';
import { designDescription, designName } from '../design-words';
import { useInView } from '../hooks/use-in-view';
import { usePdfPreview } from '../hooks/use-pdf-preview';
import { PdfPagesView } from './pdf-pages-view';

export function pagesLabel(template: PdfTemplate, t: TFunction): string {
  if (template.kind === 'id-card') {
    return template.pages === 2 ? t('pdfCards.tile.frontBack') : t('pdfCards.tile.pages', { count: template.pages });
  }
  return t('pdfCards.tile.screens', { count: template.pages });
}

/** One design, drawn from the business's own details once the tile comes into view. */
export function TemplateTile({
  template,
  businessId,
  onPick,
}: {
  template: PdfTemplate;
  businessId: string;
  onPick: () => void;
}) {
  const { t } = useTranslation('products');
  const name = designName(template, t);
  const ref = useRef<HTMLDivElement>(null);
  const visible = useInView(ref);
  const preview = usePdfPreview(visible ? { kind: 'business', businessId, templateCode: template.code } : null);
  const aspectRatio = template.widthMm / template.heightMm;

  return (
    <Card
      ref={ref}
      sx={{
        p: 0,
        overflow: 'hidden',
        display: 'flex',
        // A landscape card is too small in half a phone's width: it takes the row.
        gridColumn: { xs: template.orientation === 'landscape' ? 'span 2' : 'auto', md: 'auto' },
      }}
      data-testid={`pdf-template-${template.code}`}
    >
      <ButtonBase
        onClick={onPick}
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', textAlign: 'left', width: '100%' }}
        aria-label={t('pdfCards.tile.use', { name })}
        data-testid="pdf-template-pick"
      >
        <Box
          sx={{
            bgcolor: '#eef2f7',
            px: { xs: 1.5, sm: 2.5 },
            py: { xs: 2, sm: 2.5 },
            display: 'grid',
            placeItems: 'center',
            minHeight: { xs: 200, sm: 260 },
          }}
        >
          {preview.isError ? (
            <Stack spacing={1} sx={{ alignItems: 'center', color: 'text.secondary', textAlign: 'center', p: 1 }}>
              <ErrorOutlineRounded />
              <Typography variant="caption">{errorMessage(preview.error)}</Typography>
            </Stack>
          ) : (
            <Box sx={{ width: '100%', maxWidth: template.orientation === 'landscape' ? 300 : 170 }}>
              <PdfPagesView
                bytes={preview.data?.bytes ?? null}
                aspectRatio={aspectRatio}
                pages={[1]}
                label={t('pdfCards.previewOf', { name })}
                testId="pdf-template-preview"
              />
            </Box>
          )}
        </Box>
        <Box sx={{ p: { xs: 1.5, sm: 2 }, flex: 1 }}>
          <Typography variant="h5" component="h3" sx={{ fontSize: { xs: '0.95rem', sm: '1.05rem' } }}>
            {name}
          </Typography>
          <Typography
            variant="body2"
            color="textSecondary"
            sx={{
              mt: 0.5,
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              fontSize: { xs: '0.8rem', sm: '0.875rem' },
            }}
          >
            {designDescription(template, t)}
          </Typography>
          <Stack direction="row" sx={{ gap: 0.75, mt: 1, flexWrap: 'wrap' }}>
            <Chip size="small" label={pagesLabel(template, t)} />
            {template.kind === 'id-card' ? (
              <Chip
                size="small"
                variant="outlined"
                label={template.orientation === 'portrait' ? t('pdfCards.tile.portrait') : t('pdfCards.tile.landscape')}
              />
            ) : (
              <Chip size="small" variant="outlined" label={t('pdfCards.tile.tappable')} />
            )}
          </Stack>
        </Box>
      </ButtonBase>
    </Card>
  );
}
