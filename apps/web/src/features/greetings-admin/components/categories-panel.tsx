// Categories and their subcategories: add a category, rename it, add and remove subcategories.
// 'Business Category' is special: its subcategories are the trades businesses pick, so it is
// marked as such, and one a business uses cannot be removed (the server says how many).
import {
  BUSINESS_CATEGORY_IMAGE_CATEGORY,
  GLOSSARY,
  type TImageCategory,
  type TImageSubcategory,
  ZCreateImageSubcategoryBody,
} from '@cardora/contract';
import AddRounded from '@mui/icons-material/AddRounded';
import CategoryRounded from '@mui/icons-material/CategoryRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorMessage } from '#api/api-error';
import { ConfirmDialog } from '#components/confirm-dialog';
import { EmptyState } from '#components/empty-state';
import { RetryAlert } from '#components/retry-alert';
import {
  useCreateSubcategory,
  useDeleteSubcategory,
  useImageCategories,
  useImageSubcategories,
} from '../hooks/use-reference-data';
import { countOf } from '../labels';
import { CategoryDialog } from './category-dialog';
import { useNameEntry } from './name-entry';
import { OtherCategoriesSection } from './other-categories-section';

function AddSubcategory({ category }: { category: TImageCategory }) {
  const create = useCreateSubcategory();
  const { enqueueSnackbar } = useSnackbar();
  const entry = useNameEntry(
    '',
    (name) => ZCreateImageSubcategoryBody.safeParse({ name }),
    'Enter a name.',
    (body) =>
      create.mutate(
        { imageCategoryId: category.imageCategoryId, body },
        {
          onSuccess: (created) => {
            entry.clear();
            enqueueSnackbar(`'${created.name}' was added to ${category.name}.`, { variant: 'success' });
          },
          onError: entry.fail,
        },
      ),
  );
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={entry.submit}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        label="New subcategory"
        placeholder={category.name === BUSINESS_CATEGORY_IMAGE_CATEGORY ? 'e.g. Bakery' : 'e.g. Diwali'}
        {...entry.field}
        helperText={entry.problem ?? ' '}
        disabled={create.isPending}
        slotProps={{ htmlInput: { maxLength: 80, 'data-testid': 'subcategory-name' } }}
      />
      <Button
        type="submit"
        variant="outlined"
        startIcon={<AddRounded />}
        loading={create.isPending}
        sx={{ flexShrink: 0 }}
        data-testid="subcategory-add"
      >
        {GLOSSARY.add}
      </Button>
    </Stack>
  );
}

function CategoryDetails({
  category,
  onRename,
  onRemove,
}: {
  category: TImageCategory;
  onRename: () => void;
  onRemove: (subcategory: TImageSubcategory) => void;
}) {
  const subcategories = useImageSubcategories(category.imageCategoryId);
  const business = category.name === BUSINESS_CATEGORY_IMAGE_CATEGORY;
  return (
    <Stack spacing={2}>
      {business ? (
        <Alert severity="info" data-testid="business-category-note">
          These are the business categories customers pick for their business. A post here reaches the businesses of
          that trade. A category a business uses cannot be removed.
        </Alert>
      ) : null}
      {!category.editable ? (
        <Typography variant="body2" color="textSecondary">
          This category belongs to the platform: only the platform's team can change it. You can still post in it.
        </Typography>
      ) : null}
      {subcategories.isPending ? (
        <Stack direction="row" spacing={1}>
          {[72, 96, 64].map((width) => (
            <Skeleton key={width} variant="rounded" width={width} height={28} />
          ))}
        </Stack>
      ) : subcategories.isError ? (
        <RetryAlert error={subcategories.error} onRetry={() => void subcategories.refetch()} />
      ) : subcategories.data.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          No subcategories yet.
          {category.editable ? ' Add the first one below: posts are filed under a subcategory.' : ''}
        </Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="subcategory-list">
          {subcategories.data.map((subcategory) => (
            <Chip
              key={subcategory.imageSubcategoryId}
              label={subcategory.name}
              variant="outlined"
              onDelete={subcategory.editable ? () => onRemove(subcategory) : undefined}
              slotProps={{ root: { 'aria-label': subcategory.name } }}
              data-testid="subcategory-chip"
            />
          ))}
        </Stack>
      )}
      {category.editable ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <Box sx={{ flex: 1, maxWidth: { sm: 440 } }}>
            <AddSubcategory category={category} />
          </Box>
          <Box sx={{ flex: { sm: 1 } }} />
          <Button
            startIcon={<EditRounded />}
            onClick={onRename}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'flex-start' } }}
            data-testid="category-rename"
          >
            Rename category
          </Button>
        </Stack>
      ) : null}
      {/* The platform's own list: what businesses typed with "Other", to promote. */}
      {business && category.isPlatform && category.editable ? <OtherCategoriesSection /> : null}
    </Stack>
  );
}

export function CategoriesPanel() {
  const categories = useImageCategories();
  const remove = useDeleteSubcategory();
  const { enqueueSnackbar } = useSnackbar();
  const [dialog, setDialog] = useState<{ category: TImageCategory | null } | null>(null);
  const [toRemove, setToRemove] = useState<{ category: TImageCategory; subcategory: TImageSubcategory } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<string | false>(false);

  const confirmRemove = () => {
    if (!toRemove) return;
    const { category, subcategory } = toRemove;
    remove.mutate(
      { imageCategoryId: category.imageCategoryId, imageSubcategoryId: subcategory.imageSubcategoryId },
      {
        onSuccess: () => {
          setToRemove(null);
          setProblem(null);
          enqueueSnackbar(`'${subcategory.name}' was removed from ${category.name}.`, { variant: 'success' });
        },
        onError: (error) => {
          setToRemove(null);
          setProblem(`'${subcategory.name}' was not removed. ${errorMessage(error)}`);
        },
      },
    );
  };

  return (
    <Stack spacing={2} data-testid="categories-panel">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box>
          <Typography variant="h3" component="h3">
            Categories
          </Typography>
          <Typography variant="body2" color="textSecondary">
            Posts are filed under a category and one of its subcategories; customers browse them the same way.
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddRounded />}
          onClick={() => setDialog({ category: null })}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
          data-testid="category-create"
        >
          New category
        </Button>
      </Stack>
      {problem ? (
        <Alert severity="error" onClose={() => setProblem(null)} data-testid="categories-problem">
          {problem}
        </Alert>
      ) : null}
      {categories.isPending ? (
        <Stack spacing={1}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={64} />
          ))}
        </Stack>
      ) : categories.isError ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={<RefreshRounded />}
              onClick={() => void categories.refetch()}
            >
              {GLOSSARY.tryAgain}
            </Button>
          }
          data-testid="categories-error"
        >
          {errorMessage(categories.error)}
        </Alert>
      ) : categories.data.length === 0 ? (
        <EmptyState
          icon={<CategoryRounded />}
          title="No categories yet"
          text="Add a category such as Festivals, then its subcategories, before you upload posts."
          action={
            <Button variant="contained" startIcon={<AddRounded />} onClick={() => setDialog({ category: null })}>
              New category
            </Button>
          }
          testId="categories-empty"
        />
      ) : (
        <Box data-testid="category-list">
          {categories.data.map((category) => {
            const business = category.name === BUSINESS_CATEGORY_IMAGE_CATEGORY;
            return (
              <Accordion
                key={category.imageCategoryId}
                expanded={expanded === category.imageCategoryId}
                onChange={(_event, open) => setExpanded(open ? category.imageCategoryId : false)}
                disableGutters
                variant="outlined"
                slotProps={{ transition: { unmountOnExit: true } }}
                sx={{
                  '&:first-of-type': { borderTopLeftRadius: 16, borderTopRightRadius: 16 },
                  '&:last-of-type': { borderBottomLeftRadius: 16, borderBottomRightRadius: 16 },
                  '&::before': { display: 'none' },
                }}
                data-testid="category-item"
              >
                <AccordionSummary expandIcon={<ExpandMoreRounded />} sx={{ px: { xs: 2, sm: 2.5 } }}>
                  <Stack
                    direction="row"
                    sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0, flex: 1, pr: 1 }}
                  >
                    <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{category.name}</Typography>
                    {business ? <Chip size="small" color="secondary" label="Business categories" /> : null}
                    {!category.editable && category.isPlatform ? (
                      <Chip size="small" color="info" label="Platform" />
                    ) : null}
                    <Typography variant="body2" color="textSecondary" sx={{ ml: { sm: 'auto' } }}>
                      {countOf(category.subcategoryCount, 'subcategory', 'subcategories')}
                    </Typography>
                  </Stack>
                </AccordionSummary>
                <AccordionDetails sx={{ px: { xs: 2, sm: 2.5 }, pb: 2.5 }}>
                  <CategoryDetails
                    category={category}
                    onRename={() => setDialog({ category })}
                    onRemove={(subcategory) => setToRemove({ category, subcategory })}
                  />
                </AccordionDetails>
              </Accordion>
            );
          })}
        </Box>
      )}
      <CategoryDialog open={dialog !== null} category={dialog?.category ?? null} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={toRemove !== null}
        title="Remove this subcategory?"
        text={
          toRemove
            ? `'${toRemove.subcategory.name}' will be removed from ${toRemove.category.name}. A subcategory that posts${
                toRemove.category.name === BUSINESS_CATEGORY_IMAGE_CATEGORY ? ' or businesses' : ''
              } still use cannot be removed.`
            : ''
        }
        confirmLabel={GLOSSARY.remove}
        destructive
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setToRemove(null)}
        testId="remove-subcategory-dialog"
      />
    </Stack>
  );
}
