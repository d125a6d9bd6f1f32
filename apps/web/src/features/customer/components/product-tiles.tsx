import { type CustomerMenuItem, customerMenuTerm, customerProducts } from '@cardora/contract';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import CelebrationRounded from '@mui/icons-material/CelebrationRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import ContactPageRounded from '@mui/icons-material/ContactPageRounded';
import ImageRounded from '@mui/icons-material/ImageRounded';
import MovieRounded from '@mui/icons-material/MovieRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAgency } from '#app/agency-context';
import { customerPaths } from '../customer-links';

interface Tile {
  key: string;
  label: string;
  description: string;
  icon: ReactNode;
  tint: string;
  to?: string;
  href?: string;
}

/**
 * Icon cards for the agency's enabled products (hidden when only the digital card is on),
 * named as the drawer's Create group names them.
 */
export function ProductTiles({ activeBusinessId }: { activeBusinessId: string | null }) {
  const { t } = useTranslation(['customer', 'glossary']);
  const agency = useAgency();
  const products = customerProducts(agency.configuration);
  if (products.digitalCardOnly) return null;
  const invitationLink = agency.configuration.dashboardConfig.invitationSiteLink;

  // One tile: named as the drawer's Create entry, with its own line (customer.json tiles.<key>).
  const tile = (
    key: string,
    item: CustomerMenuItem,
    icon: ReactNode,
    tint: string,
    place: Pick<Tile, 'to' | 'href'>,
  ) => ({
    key,
    label: t(`glossary:${customerMenuTerm(item, products)}`),
    description: t(`tiles.${key}`),
    icon,
    tint,
    ...place,
  });
  const tiles: Tile[] = [
    tile('digitalCard', 'createDigitalCard', <ContactPageRounded />, '#1e63d6', {
      to: customerPaths.projects('digital_card'),
    }),
  ];
  if (products.imagePosts) {
    tiles.push(tile('greetings', 'createGreetings', <ImageRounded />, '#d9480f', { to: customerPaths.greetings }));
  }
  if (products.pdfCard) {
    tiles.push(
      tile('pdfCard', 'createPdfCard', <BadgeRounded />, '#2b8a3e', {
        to: customerPaths.pdfCardTemplates(activeBusinessId),
      }),
    );
  }
  if (products.promotionalVideo) {
    tiles.push(
      tile('promotionalVideo', 'createPromotionalVideo', <MovieRounded />, '#7048e8', {
        to: customerPaths.videoTemplates(activeBusinessId),
      }),
    );
  }
  if (products.invitationCard && invitationLink) {
    tiles.push(
      tile('invitationCard', 'createInvitationCard', <CelebrationRounded />, '#c2255c', { href: invitationLink }),
    );
  }

  return (
    <Box component="section" aria-labelledby="products-heading">
      <Typography id="products-heading" variant="h4" component="h2" sx={{ mb: 1.5 }}>
        {t('tiles.heading')}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: { xs: 1.5, sm: 2 }, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}
        data-testid="product-tiles"
      >
        {tiles.map((tile) => {
          const linkProps = tile.to
            ? { component: RouterLink, to: tile.to }
            : { component: 'a', href: tile.href, target: '_blank', rel: 'noopener noreferrer' };
          return (
            <Card key={tile.key} data-testid={`tile-${tile.key}`}>
              <CardActionArea
                {...linkProps}
                sx={{ p: { xs: 1.75, sm: 2.25 }, height: '100%', alignItems: 'flex-start' }}
              >
                <Box
                  sx={{
                    width: 44,
                    height: 44,
                    borderRadius: '14px',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: alpha(tile.tint, 0.1),
                    color: tile.tint,
                    mb: 1.5,
                  }}
                >
                  {tile.icon}
                </Box>
                <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{tile.label}</Typography>
                <Typography
                  variant="body2"
                  color="textSecondary"
                  sx={{ mt: 0.5, display: { xs: 'none', sm: 'block' } }}
                >
                  {tile.description}
                </Typography>
                <ChevronRightRounded
                  sx={{ position: 'absolute', top: 14, right: 10, color: 'text.disabled', fontSize: 20 }}
                />
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}
