import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import AutoStoriesRounded from '@mui/icons-material/AutoStoriesRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCategoryName } from '#i18n/category-name';
import { useCategoryPageForBusiness } from '../hooks/use-category-pages';

/** Where a customer reads their category's page. */
export const categoryPagePath = (businessId: string) =>
  `/customer/category-page?${new URLSearchParams({ businessId })}`;

/** The customer home's "About your category" tile: shown only when the agency has a page for it. */
export function CategoryPageTile({ businessId }: { businessId: string }) {
  const { t } = useTranslation('glossary');
  const categoryName = useCategoryName();
  const page = useCategoryPageForBusiness(businessId).data?.page;
  if (!page) return null;
  return (
    <Card data-testid="category-page-tile">
      <CardActionArea component={RouterLink} to={categoryPagePath(businessId)} sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box
            sx={(theme) => ({
              width: 52,
              height: 52,
              flexShrink: 0,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              color: 'primary.main',
              bgcolor: alpha(theme.palette.primary.main, 0.1),
              backgroundImage: page.coverImageUrl ? `url("${page.coverImageUrl}")` : undefined,
              backgroundSize: 'cover',
              backgroundPosition: 'center',
            })}
          >
            {page.coverImageUrl ? null : <AutoStoriesRounded />}
          </Box>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="overline" color="textSecondary" sx={{ lineHeight: 1.4 }}>
              {t('aboutYourCategory')} · {categoryName(page.category, page.categoryName)}
            </Typography>
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {page.title}
            </Typography>
          </Box>
          <ArrowForwardRounded color="action" />
        </Stack>
      </CardActionArea>
    </Card>
  );
}
