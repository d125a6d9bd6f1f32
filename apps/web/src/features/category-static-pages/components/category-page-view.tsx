import type { TCategoryStaticPage } from '@cardora/contract';
import CallRounded from '@mui/icons-material/CallRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCategoryName } from '#i18n/category-name';
import { RichTextView } from './rich-text-view';

type PageContent = Pick<
  TCategoryStaticPage,
  'title' | 'categoryName' | 'content' | 'coverImageUrl' | 'callToAction'
> & {
  category?: string;
};

/** A category page as its readers see it: cover, title, the content and the call to action. */
export function CategoryPageView({ page }: { page: PageContent }) {
  const categoryName = useCategoryName();
  const cta = page.callToAction;
  const isPhone = cta?.link.startsWith('tel:') ?? false;
  return (
    <Card sx={{ overflow: 'hidden' }} data-testid="category-page-view">
      {page.coverImageUrl ? (
        <Box
          component="img"
          src={page.coverImageUrl}
          alt=""
          sx={{
            display: 'block',
            width: '100%',
            aspectRatio: '12 / 5',
            maxHeight: 300,
            objectFit: 'cover',
            bgcolor: 'action.hover',
          }}
        />
      ) : null}
      <Stack spacing={2} sx={{ p: { xs: 2.25, sm: 4 } }}>
        <Box>
          <Chip
            icon={<StorefrontRounded />}
            label={page.category ? categoryName(page.category, page.categoryName) : page.categoryName}
            size="small"
            variant="outlined"
            sx={{ mb: 1.25 }}
          />
          <Typography
            variant="h1"
            component="h1"
            sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}
            data-testid="category-page-title"
          >
            {page.title}
          </Typography>
        </Box>
        <RichTextView html={page.content} testId="category-page-content" />
        {cta ? (
          <Box sx={{ pt: 1 }}>
            <Button
              variant="contained"
              size="large"
              href={cta.link}
              {...(isPhone ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              startIcon={isPhone ? <CallRounded /> : undefined}
              endIcon={isPhone ? undefined : <OpenInNewRounded />}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
              data-testid="category-page-cta"
            >
              {cta.label}
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Card>
  );
}
