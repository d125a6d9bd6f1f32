// "Your NFC & QR tags" on the card's Insights: the business's tags with their scans and last
// scan (docs/product-rules.md#physical-tags), and "Buy tags" when all it may have are in use.
// Nothing when the business has none.
import NfcRounded from '@mui/icons-material/NfcRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#i18n/format';
import { useBusinessTags } from '../hooks/use-tags';
import { tagState } from '../tag-format';
import { BuyTagsNotice } from './buy-tags';
import { TagCode } from './tag-list';

export function OwnTagsSection({ businessId }: { businessId: string }) {
  const { t } = useTranslation('customer');
  const format = useFormat();
  const tags = useBusinessTags(businessId);
  const list = tags.data?.list ?? [];
  // A list that did not load is not worth an error on the figures page: the figures are its point.
  if (list.length === 0) return null;
  return (
    <Card sx={{ p: { xs: 2, sm: 2.5 } }} data-testid="own-tags">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <NfcRounded color="primary" fontSize="small" />
        <Typography sx={{ fontWeight: 600 }}>{t('tags.own.title')}</Typography>
      </Stack>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        {t('tags.own.intro')}
      </Typography>
      <Box sx={{ mb: 1.5, '&:empty': { display: 'none' } }}>
        <BuyTagsNotice businessId={businessId} />
      </Box>
      <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.map((tag) => (
          <Box
            component="li"
            key={tag.code}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
            data-testid={`own-tag-${tag.code}`}
          >
            <Box>
              <TagCode code={tag.code} />
              {tag.memberName ? (
                <Typography variant="body2" data-testid="own-tag-member">
                  {t('tags.own.forMember', { name: tag.memberName })}
                </Typography>
              ) : null}
              <Typography variant="body2" color="textSecondary">
                {tagState(tag) === 'disabled'
                  ? t('tags.own.off')
                  : tag.lastScannedAt
                    ? t('tags.lastScan', { date: format.dateTime(tag.lastScannedAt) })
                    : t('tags.neverScanned')}
              </Typography>
            </Box>
            <Typography sx={{ fontWeight: 600 }} data-testid="own-tag-scans">
              {t('tags.scans', { count: tag.scans })}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Card>
  );
}
