import { customerProducts, type TUserDetails } from '@cardora/contract';
import AddBusinessRounded from '@mui/icons-material/AddBusinessRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import QrCode2Rounded from '@mui/icons-material/QrCode2Rounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAgency } from '#app/agency-context';
import { PlanStateChips, useMyBusinesses } from '#features/businesses';
import { CategoryPageTile } from '#features/category-static-pages';
import { GreetingVisitsTile } from '#features/greetings';
import { CustomerDashboardTiles } from '#features/insights';
import { useOpenUpgrade } from '#features/payments';
import { UiBanners } from '#features/ui-customisation';
import { useCategoryName } from '#i18n/category-name';
import { CardStatusCard } from '../components/card-status-card';
import { ProductTiles } from '../components/product-tiles';
import { RenewalBanner } from '../components/renewal-banner';
import { activeBusinessOf, customerPaths } from '../customer-links';

function greeting(t: TFunction, now: Date = new Date()): string {
  const hour = now.getHours();
  if (hour < 12) return t('home.goodMorning');
  if (hour < 17) return t('home.goodAfternoon');
  return t('home.goodEvening');
}

/** /panel/customer: the active business, the card call to action, the week's figures and the product tiles. */
export function CustomerHomePage({ details }: { details: TUserDetails }) {
  const { t } = useTranslation('customer');
  const categoryName = useCategoryName();
  const active = activeBusinessOf(details);
  const firstName = details.user.name?.split(' ')[0];
  const businesses = useMyBusinesses();
  const activeFull = businesses.data?.find((business) => business.businessId === details.activeBusinessId) ?? null;
  const hasCard = Boolean(activeFull?.card);
  const greetingsOffered = customerProducts(useAgency().configuration).imagePosts;
  const openUpgrade = useOpenUpgrade();

  return (
    <Stack spacing={{ xs: 2.5, sm: 3.5 }} data-testid="customer-home">
      <Box>
        <Typography color="textSecondary" sx={{ fontWeight: 400 }}>
          {greeting(t)}
          {firstName ? `, ${firstName}` : ''}
        </Typography>
        {active ? (
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
            <Typography variant="h1" component="h2" data-testid="home-business-name">
              {active.businessName}
            </Typography>
            <Chip
              icon={<StorefrontRounded />}
              label={categoryName(active.category, active.categoryName)}
              size="small"
              variant="outlined"
              data-testid="home-business-category"
            />
            {activeFull ? <PlanStateChips business={activeFull} /> : null}
          </Stack>
        ) : (
          <Typography variant="h1" component="h2" sx={{ mt: 0.5 }}>
            {t('home.welcome')}
          </Typography>
        )}
      </Box>

      {/* The plan's renewal: it is ending or has ended (Renew), or is free (Upgrade). */}
      {activeFull ? <RenewalBanner business={activeFull} onAction={() => openUpgrade()} /> : null}

      {/* The agency's banners and tiles for the home page (UI customisation). */}
      <UiBanners page="HOME_PAGE" />

      {activeFull?.card ? <CardStatusCard business={activeFull} /> : null}

      {/* The week's figures of this business's card; without a card, the call to make one. */}
      {activeFull?.card ? (
        <CustomerDashboardTiles
          businessId={activeFull.businessId}
          businessName={activeFull.businessName}
          insightsPath="/customer/insights"
        />
      ) : null}

      {hasCard && active && greetingsOffered ? <GreetingVisitsTile businessId={active.businessId} /> : null}

      {active ? <CategoryPageTile businessId={active.businessId} /> : null}

      {hasCard ? null : (
        <Card
          sx={(theme) => ({
            border: 0,
            color: '#fff',
            p: { xs: 2.5, sm: 4 },
            position: 'relative',
            overflow: 'hidden',
            background: `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
          })}
          data-testid="create-card-cta"
        >
          <QrCode2Rounded
            aria-hidden
            sx={{
              position: 'absolute',
              right: { xs: -18, sm: 24 },
              bottom: { xs: -18, sm: 'auto' },
              top: { sm: 24 },
              fontSize: { xs: 120, sm: 150 },
              opacity: 0.14,
            }}
          />
          <Stack spacing={1.5} sx={{ position: 'relative', maxWidth: 520 }}>
            <Typography variant="h2" component="h2" sx={{ color: '#fff' }}>
              {t('home.createTitle')}
            </Typography>
            <Typography sx={{ color: alpha('#ffffff', 0.88) }}>{t('home.createText')}</Typography>
            <Box sx={{ pt: 1 }}>
              {/* With a business, straight to its card; without one, add the business first. */}
              <Button
                component={RouterLink}
                variant="contained"
                size="large"
                sx={{ bgcolor: '#fff', color: 'primary.dark', '&:hover': { bgcolor: alpha('#ffffff', 0.9) } }}
                {...(active
                  ? {
                      to: customerPaths.editCard(active.businessId),
                      endIcon: <ArrowForwardRounded />,
                      'data-testid': 'create-card-button',
                      children: t('home.createMyCard'),
                    }
                  : {
                      to: `${customerPaths.addBusiness}?shouldRedirectToDigitalCardEditorOnAddBusiness=true`,
                      startIcon: <AddBusinessRounded />,
                      'data-testid': 'add-business-button',
                      children: t('home.addBusinessFirst'),
                    })}
              />
            </Box>
          </Stack>
        </Card>
      )}

      <ProductTiles activeBusinessId={details.activeBusinessId} />
    </Stack>
  );
}
