import { GLOSSARY, type TCategoryStaticPage } from '@cardora/contract';
import AddRounded from '@mui/icons-material/AddRounded';
import AutoStoriesRounded from '@mui/icons-material/AutoStoriesRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { AgencyPicker, usePickedAgency } from '#components/agency-picker';
import { ConfirmDialog } from '#components/confirm-dialog';
import { EmptyState } from '#components/empty-state';
import { ManagementHeading } from '#components/management-heading';
import { RetryAlert } from '#components/retry-alert';
import { TipIconButton } from '#components/tip-icon-button';
import { CategoryPageDialog } from '../components/category-page-dialog';
import { CategoryPageView } from '../components/category-page-view';
import { useCategoryPages, useDeleteCategoryPage } from '../hooks/use-category-pages';

type Editing = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; page: TCategoryStaticPage };

const updatedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** Text of the page without its markup, for the card's excerpt (set as text, never as HTML). */
function excerptOf(html: string): string {
  // A space after each block, so a heading and the paragraph under it do not run together.
  const spaced = html.replace(/<\/(p|h2|h3|li)>/g, '</$1> ');
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** /admin/category-static-page-management: an agency's pages, one per business category (the super admin's admins). */
export function CategoryStaticPageManagementPage() {
  const { enqueueSnackbar } = useSnackbar();
  const { picked, setPicked, agencyId } = usePickedAgency();
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [previewing, setPreviewing] = useState<TCategoryStaticPage | null>(null);
  const [toDelete, setToDelete] = useState<TCategoryStaticPage | null>(null);
  const pages = useCategoryPages(agencyId);
  const remove = useDeleteCategoryPage();
  const list = pages.data?.list ?? [];

  return (
    <Stack spacing={2.5} data-testid="category-pages-admin">
      <ManagementHeading
        title="Category pages"
        intro="A page for each business category: its businesses open it from their home."
        actions={
          <Button
            variant="contained"
            startIcon={<AddRounded />}
            onClick={() => setEditing({ kind: 'new' })}
            data-testid="category-page-add"
            sx={{ flexShrink: 0 }}
          >
            New page
          </Button>
        }
      />
      <AgencyPicker value={picked} onChange={setPicked} />

      {pages.isError ? <RetryAlert error={pages.error} onRetry={() => void pages.refetch()} /> : null}
      {pages.isPending ? (
        <Grid container spacing={2}>
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Skeleton variant="rounded" height={170} />
            </Grid>
          ))}
        </Grid>
      ) : null}
      {pages.isSuccess && list.length === 0 ? (
        <EmptyState
          icon={<AutoStoriesRounded />}
          title="No category pages yet"
          text="Write a page for a business category — tips for the trade, an offer, how to get more from the card. Its businesses see it on their home."
          action={
            <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing({ kind: 'new' })}>
              Write the first page
            </Button>
          }
          testId="category-pages-empty"
        />
      ) : null}

      <Grid container spacing={2}>
        {list.map((page) => (
          <Grid key={page.categoryStaticPageId} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card
              sx={{ height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
              data-testid="category-page-card"
            >
              <Box
                sx={(theme) => ({
                  height: 96,
                  bgcolor: alpha(theme.palette.primary.main, 0.08),
                  backgroundImage: page.coverImageUrl ? `url("${page.coverImageUrl}")` : undefined,
                  backgroundSize: 'cover',
                  backgroundPosition: 'center',
                  display: 'grid',
                  placeItems: 'center',
                  color: 'primary.main',
                })}
              >
                {page.coverImageUrl ? null : <AutoStoriesRounded fontSize="large" />}
              </Box>
              <Stack spacing={1} sx={{ p: 2, flex: 1 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                  <Chip label={page.categoryName} size="small" color="primary" variant="outlined" />
                  <Chip
                    label={page.isPublished ? 'Published' : 'Draft'}
                    size="small"
                    color={page.isPublished ? 'success' : 'default'}
                  />
                </Stack>
                <Typography sx={{ fontWeight: 700 }} data-testid="category-page-card-title">
                  {page.title}
                </Typography>
                <Typography
                  variant="body2"
                  color="textSecondary"
                  sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                >
                  {excerptOf(page.content)}
                </Typography>
                <Box sx={{ flex: 1 }} />
                <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                  <Typography variant="caption" color="textSecondary">
                    Updated {updatedOn(page.updatedAt)}
                  </Typography>
                  <Stack direction="row">
                    <TipIconButton
                      tip="Preview"
                      label={`Preview ${page.title}`}
                      icon={<VisibilityRounded />}
                      onClick={() => setPreviewing(page)}
                    />
                    <TipIconButton
                      tip="Edit"
                      label={`Edit ${page.title}`}
                      icon={<EditRounded />}
                      onClick={() => setEditing({ kind: 'edit', page })}
                      data-testid="category-page-edit"
                    />
                    <TipIconButton
                      tip="Delete"
                      label={`Delete ${page.title}`}
                      icon={<DeleteOutlineRounded />}
                      onClick={() => setToDelete(page)}
                      data-testid="category-page-delete"
                    />
                  </Stack>
                </Stack>
              </Stack>
            </Card>
          </Grid>
        ))}
      </Grid>

      <CategoryPageDialog
        open={editing.kind !== 'closed'}
        page={editing.kind === 'edit' ? editing.page : null}
        agencyId={agencyId}
        takenCategories={list.map((page) => page.category)}
        onClose={() => setEditing({ kind: 'closed' })}
      />
      <Dialog open={previewing !== null} onClose={() => setPreviewing(null)} fullWidth maxWidth="sm">
        <DialogContent sx={{ p: 0 }}>{previewing ? <CategoryPageView page={previewing} /> : null}</DialogContent>
      </Dialog>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this page?"
        text={
          toDelete ? `${toDelete.title} goes for good: ${toDelete.categoryName} businesses will no longer see it.` : ''
        }
        confirmLabel={GLOSSARY.delete}
        destructive
        loading={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(
            { categoryStaticPageId: toDelete.categoryStaticPageId, ...(agencyId ? { agencyId } : {}) },
            {
              onSuccess: () => {
                enqueueSnackbar('Page deleted.', { variant: 'success' });
                setToDelete(null);
              },
            },
          );
        }}
        testId="category-page-delete-confirm"
      />
    </Stack>
  );
}
