import type { TBusinessSummary, TCard, TGreetingOptions } from '@cardora/contract';
import AllInclusiveRounded from '@mui/icons-material/AllInclusiveRounded';
import DownloadDoneRounded from '@mui/icons-material/DownloadDoneRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '#lib/format';
import { allowanceLabel } from '../greeting-format';

/** Whose brand goes on the posts, and what today's allowance leaves. */
export function BrandStrip({
  business,
  card,
  options,
}: {
  business: TBusinessSummary;
  card: TCard | null;
  options: TGreetingOptions | undefined;
}) {
  const { t } = useTranslation('products');
  const logo = card?.sections.basicDetails?.logoUrl ?? null;
  const unlimited = options?.dailyLimit === -1;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1.25, minWidth: 0 }} data-testid="greetings-brand">
      <Avatar
        src={logo ?? undefined}
        alt=""
        sx={{ width: 40, height: 40, bgcolor: 'primary.main', fontSize: 15, fontWeight: 700 }}
      >
        {initialsOf(business.businessName)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, lineHeight: 1.25 }} noWrap>
          {business.businessName}
        </Typography>
        <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }} noWrap>
          {t('greetings.brandLine')}
        </Typography>
      </Box>
      {options && !options.refusal ? (
        <Chip
          size="small"
          icon={unlimited ? <AllInclusiveRounded /> : <DownloadDoneRounded />}
          label={unlimited ? t('greetings.allowance.unlimited') : allowanceLabel(options, t)}
          color="success"
          variant="outlined"
          sx={{ flex: 'none', bgcolor: 'background.paper' }}
          data-testid="greetings-allowance"
        />
      ) : null}
    </Stack>
  );
}
