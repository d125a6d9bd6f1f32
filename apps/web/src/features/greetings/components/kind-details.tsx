import type { FrameKind, TCard } from '@cardora/contract';
import EditRounded from '@mui/icons-material/EditRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { customerPaths } from '#features/customer';
import { useFormat } from '#i18n/format';

/**
 * What the product and political frames carry, read from the card (the render has no fields of
 * its own for them): the card's first product; the card's name, designation and photo.
 */
export function KindDetails({ kind, card, businessId }: { kind: FrameKind; card: TCard | null; businessId: string }) {
  const { t } = useTranslation(['products', 'glossary']);
  const { rupees } = useFormat();
  if (kind === 'regular') return null;
  const editLink = (
    <Button
      component={RouterLink}
      to={customerPaths.editCard(businessId)}
      size="small"
      startIcon={<EditRounded />}
      sx={{ flex: 'none' }}
      data-testid={`kind-${kind}-edit`}
    >
      {kind === 'product' ? t('greetings.kind.products') : t('glossary:edit')}
    </Button>
  );
  let picture: string | null = null;
  let title = '';
  let line = '';
  if (kind === 'product') {
    const product = card?.sections.products.products[0];
    picture = product?.imageUrl ?? null;
    title = product ? product.name : t('greetings.kind.noProduct');
    line = product
      ? t('greetings.kind.firstProduct', {
          price: product.priceInPaise === null ? t('greetings.kind.priceHidden') : rupees(product.priceInPaise),
        })
      : t('greetings.kind.addProduct');
  } else {
    const details = card?.sections.basicDetails;
    picture = details?.photoUrl ?? null;
    title = details?.name ?? t('greetings.kind.yourName');
    line = details?.designation ?? (details ? t('greetings.kind.addDesignation') : t('greetings.kind.fillCard'));
  }
  return (
    <Stack
      direction="row"
      sx={(theme) => ({
        alignItems: 'center',
        gap: 1.25,
        p: 1.25,
        borderRadius: '12px',
        bgcolor: alpha(theme.palette.primary.main, 0.06),
      })}
      data-testid={`kind-${kind}-details`}
    >
      <Avatar
        src={picture ?? undefined}
        variant={kind === 'product' ? 'rounded' : 'circular'}
        sx={{ width: 44, height: 44 }}
      >
        {title.slice(0, 1)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {title}
        </Typography>
        <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }} noWrap>
          {line}
        </Typography>
      </Box>
      {editLink}
    </Stack>
  );
}
