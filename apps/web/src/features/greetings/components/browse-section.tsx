import type { TImagePost } from '@cardora/contract';
import CollectionsRounded from '@mui/icons-material/CollectionsRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from '../greeting-format';
import { useImageCategories, useImageSubcategories } from '../hooks/use-image-taxonomy';
import { ChipRow } from './chip-row';
import { PostGrid } from './post-grid';
import { SectionHeading } from './section-heading';

interface BrowseSectionProps {
  stamp: number;
  onOpen: (post: TImagePost) => void;
  categoryId: string | null;
  subcategoryId: string | null;
  onCategory: (id: string | null) => void;
  onSubcategory: (id: string | null) => void;
  /** What to show when there is nothing at all to browse (the page's helpful empty state). */
  empty: ReactNode;
}

/** Every post, by category and subcategory (chips), a page at a time. */
export function BrowseSection({
  stamp,
  onOpen,
  categoryId,
  subcategoryId,
  onCategory,
  onSubcategory,
  empty,
}: BrowseSectionProps) {
  const { t } = useTranslation('products');
  const categories = useImageCategories();
  const subcategories = useImageSubcategories(categoryId);
  const categoryOptions = [
    { id: null, label: t('greetings.all') },
    ...(categories.data ?? [])
      .filter((category) => category.subcategoryCount > 0)
      .map((category) => ({ id: category.imageCategoryId, label: categoryLabel(category.name, t) })),
  ];
  const subcategoryOptions = [
    { id: null, label: t('greetings.all') },
    ...[...(subcategories.data ?? [])]
      .sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name))
      .map((subcategory) => ({ id: subcategory.imageSubcategoryId, label: subcategory.name })),
  ];

  return (
    <Box component="section" aria-labelledby="greetings-browse" data-testid="greetings-browse">
      <SectionHeading id="greetings-browse" title={t('greetings.browseAll')} icon={<CollectionsRounded />} />
      <Stack spacing={1.25} sx={{ mb: 2 }}>
        {categories.isError ? null : (
          <ChipRow
            label={t('greetings.category')}
            testId="greetings-category"
            options={categoryOptions}
            value={categoryId}
            onChange={(id) => {
              onCategory(id);
              onSubcategory(null);
            }}
            loading={categories.isPending}
          />
        )}
        {categoryId && (subcategories.isPending || subcategoryOptions.length > 2) ? (
          <ChipRow
            label={t('greetings.subcategory')}
            testId="greetings-subcategory"
            size="small"
            options={subcategoryOptions}
            value={subcategoryId}
            onChange={onSubcategory}
            loading={subcategories.isPending}
          />
        ) : null}
      </Stack>
      <PostGrid
        filters={{
          search: '',
          imageCategoryId: categoryId,
          imageSubcategoryId: subcategoryId,
          imageTagId: null,
          businessId: null,
        }}
        stamp={stamp}
        onOpen={onOpen}
        testId="greetings-grid"
        empty={
          (!categoryId && empty) || (
            <Typography color="textSecondary" sx={{ py: 3, textAlign: 'center' }} data-testid="greetings-grid-empty">
              {t('greetings.gridEmpty')}
            </Typography>
          )
        }
      />
    </Box>
  );
}
