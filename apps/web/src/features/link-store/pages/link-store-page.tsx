import {
  GLOSSARY,
  LINK_KIND_LABELS,
  LINK_STORE_PAGE_KEYS,
  type LinkStorePage,
  type TLinkCategory,
  type TLinkType,
} from '@cardora/contract';
import AddLinkRounded from '@mui/icons-material/AddLinkRounded';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { Fragment, useState } from 'react';
import { AgencyPicker, usePickedAgency } from '#components/agency-picker';
import { ConfirmDialog } from '#components/confirm-dialog';
import { EmptyState } from '#components/empty-state';
import { ManagementHeading } from '#components/management-heading';
import { RetryAlert } from '#components/retry-alert';
import { TipIconButton } from '#components/tip-icon-button';
import { LINK_KIND_ICONS } from '../components/helpful-link-chips';
import { LinkCategoryDialog } from '../components/link-category-dialog';
import { LinkDialog } from '../components/link-dialog';
import { useDeleteLink, useDeleteLinkCategory, useLinkCategories, useLinks } from '../hooks/use-link-store';

type CategoryEditing = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; category: TLinkCategory };
type LinkEditing = { kind: 'closed' } | { kind: 'new'; categoryId: string | null } | { kind: 'edit'; link: TLinkType };
type Deleting = { kind: 'category'; category: TLinkCategory } | { kind: 'link'; link: TLinkType } | null;

/** Short names for the chips; the dialog says the spec's words in full. */
const PAGE_CHIP_LABELS: Record<LinkStorePage, string> = {
  'digital-business-card': 'Digital card',
  'pdf-id-card': 'PDF ID card',
  payment: 'Payment',
  'edit-business': 'Edit business',
  'frame-settings': 'Frame settings',
};
const pageLabel = (page: LinkStorePage) => PAGE_CHIP_LABELS[page];
const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * /admin/link-store: the agency's link categories and their links, each placed on some of the five
 * panel pages where customers see them as "Helpful links". Platform admins pick the agency.
 */
export function LinkStoreManagementPage({ canPickAgency }: { canPickAgency: boolean }) {
  const { enqueueSnackbar } = useSnackbar();
  const { picked, setPicked, agencyId } = usePickedAgency();
  const [onPage, setOnPage] = useState<LinkStorePage | null>(null);
  const [categoryEditing, setCategoryEditing] = useState<CategoryEditing>({ kind: 'closed' });
  const [linkEditing, setLinkEditing] = useState<LinkEditing>({ kind: 'closed' });
  const [deleting, setDeleting] = useState<Deleting>(null);
  const categories = useLinkCategories(agencyId);
  const links = useLinks(agencyId);
  const deleteCategory = useDeleteLinkCategory();
  const deleteLink = useDeleteLink();
  const categoryList = categories.data?.list ?? [];
  const linkList = (links.data?.list ?? []).filter((link) => !onPage || link.pages.includes(onPage));
  const loading = categories.isPending || links.isPending;
  const failed = categories.error ?? links.error;

  const confirmDelete = () => {
    if (!deleting) return;
    const done = (message: string) => () => {
      enqueueSnackbar(message, { variant: 'success' });
      setDeleting(null);
    };
    if (deleting.kind === 'category') {
      deleteCategory.mutate(
        { linkCategoryId: deleting.category.linkCategoryId, agencyId },
        { onSuccess: done(`${deleting.category.name} deleted.`) },
      );
    } else {
      deleteLink.mutate(
        { linkTypeId: deleting.link.linkTypeId, agencyId },
        { onSuccess: done(`${deleting.link.title} deleted.`) },
      );
    }
  };

  return (
    <Stack spacing={2.5} data-testid="link-store-admin">
      <ManagementHeading
        title={GLOSSARY.linkStore}
        intro="Help videos, offers and tutorials, shown as “Helpful links” on the pages you choose."
        actions={
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            <Button
              variant="outlined"
              startIcon={<AddRounded />}
              onClick={() => setCategoryEditing({ kind: 'new' })}
              data-testid="link-category-add"
              sx={{ flex: { xs: 1, sm: 'none' } }}
            >
              Category
            </Button>
            <Button
              variant="contained"
              startIcon={<AddLinkRounded />}
              onClick={() => setLinkEditing({ kind: 'new', categoryId: null })}
              disabled={categoryList.length === 0}
              data-testid="link-add"
              sx={{ flex: { xs: 1, sm: 'none' } }}
            >
              Link
            </Button>
          </Stack>
        }
      />
      {canPickAgency ? <AgencyPicker value={picked} onChange={setPicked} /> : null}
      <Box
        sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5, scrollbarWidth: 'none' }}
        role="group"
        aria-label="Show links on"
      >
        <Chip label="All pages" color={onPage === null ? 'primary' : 'default'} onClick={() => setOnPage(null)} />
        {LINK_STORE_PAGE_KEYS.map((page) => (
          <Chip
            key={page}
            label={pageLabel(page)}
            color={onPage === page ? 'primary' : 'default'}
            onClick={() => setOnPage(page)}
          />
        ))}
      </Box>

      {failed ? (
        <RetryAlert
          error={failed}
          onRetry={() => {
            void categories.refetch();
            void links.refetch();
          }}
        />
      ) : null}
      {loading && !failed ? (
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      ) : null}
      {!loading && !failed && categoryList.length === 0 ? (
        <EmptyState
          icon={<LinkRounded />}
          title="No links yet"
          text="Start with a category — “Getting started”, “Offers” — then add links to it and choose the pages they show on."
          action={
            <Button variant="contained" startIcon={<AddRounded />} onClick={() => setCategoryEditing({ kind: 'new' })}>
              Add a category
            </Button>
          }
          testId="link-store-empty"
        />
      ) : null}

      {categoryList.map((category) => {
        const own = linkList.filter((link) => link.linkCategoryId === category.linkCategoryId);
        return (
          <Card key={category.linkCategoryId} data-testid="link-category-card">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, py: 1.25 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }} noWrap>
                  {category.name}
                </Typography>
                <Typography variant="caption" color="textSecondary">
                  {category.linkCount} {category.linkCount === 1 ? 'link' : 'links'} · order {category.order}
                </Typography>
              </Box>
              <TipIconButton
                tip="Add a link here"
                label={`Add a link to ${category.name}`}
                icon={<AddLinkRounded />}
                onClick={() => setLinkEditing({ kind: 'new', categoryId: category.linkCategoryId })}
              />
              <TipIconButton
                tip="Edit category"
                label={`Edit ${category.name}`}
                icon={<EditRounded />}
                onClick={() => setCategoryEditing({ kind: 'edit', category })}
              />
              <TipIconButton
                tip="Delete category"
                label={`Delete ${category.name}`}
                icon={<DeleteOutlineRounded />}
                onClick={() => setDeleting({ kind: 'category', category })}
              />
            </Stack>
            <Divider />
            {own.length === 0 ? (
              <Typography color="textSecondary" variant="body2" sx={{ px: 2, py: 2 }}>
                {onPage ? 'No link of this category is on that page.' : 'No links in this category yet.'}
              </Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {own.map((link, index) => (
                  <Fragment key={link.linkTypeId}>
                    {index > 0 ? <Divider component="li" /> : null}
                    <Stack
                      component="li"
                      direction="row"
                      spacing={1.5}
                      sx={{ px: 2, py: 1.5, alignItems: 'flex-start' }}
                      data-testid="link-row"
                    >
                      <Box
                        sx={(theme) => ({
                          mt: 0.25,
                          width: 36,
                          height: 36,
                          flexShrink: 0,
                          borderRadius: 1.5,
                          display: 'grid',
                          placeItems: 'center',
                          color: 'primary.main',
                          bgcolor: alpha(theme.palette.primary.main, 0.1),
                        })}
                        aria-hidden
                      >
                        {LINK_KIND_ICONS[link.kind]}
                      </Box>
                      <Box sx={{ flex: 1, minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 600 }}>{link.title}</Typography>
                        <Typography variant="body2" color="textSecondary" noWrap>
                          {LINK_KIND_LABELS[link.kind]} ·{' '}
                          <Box
                            component="a"
                            href={link.url}
                            target="_blank"
                            rel="noopener noreferrer"
                            sx={{ color: 'inherit' }}
                          >
                            {hostOf(link.url)}
                          </Box>
                        </Typography>
                        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.75 }}>
                          {link.pages.map((page) => (
                            <Chip key={page} label={pageLabel(page)} size="small" variant="outlined" />
                          ))}
                        </Stack>
                      </Box>
                      <Stack direction={{ xs: 'column', sm: 'row' }}>
                        <IconButton
                          aria-label={`Edit ${link.title}`}
                          onClick={() => setLinkEditing({ kind: 'edit', link })}
                        >
                          <EditRounded />
                        </IconButton>
                        <IconButton
                          aria-label={`Delete ${link.title}`}
                          onClick={() => setDeleting({ kind: 'link', link })}
                        >
                          <DeleteOutlineRounded />
                        </IconButton>
                      </Stack>
                    </Stack>
                  </Fragment>
                ))}
              </Box>
            )}
          </Card>
        );
      })}

      <LinkCategoryDialog
        open={categoryEditing.kind !== 'closed'}
        category={categoryEditing.kind === 'edit' ? categoryEditing.category : null}
        agencyId={agencyId}
        nextOrder={categoryList.reduce((max, category) => Math.max(max, category.order + 1), 0)}
        onClose={() => setCategoryEditing({ kind: 'closed' })}
      />
      <LinkDialog
        open={linkEditing.kind !== 'closed'}
        link={linkEditing.kind === 'edit' ? linkEditing.link : null}
        categories={categoryList}
        defaultCategoryId={linkEditing.kind === 'new' ? linkEditing.categoryId : null}
        agencyId={agencyId}
        onClose={() => setLinkEditing({ kind: 'closed' })}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.kind === 'category' ? 'Delete this category?' : 'Delete this link?'}
        text={
          deleting?.kind === 'category'
            ? `${deleting.category.name} and its ${deleting.category.linkCount} ${deleting.category.linkCount === 1 ? 'link' : 'links'} go for good: they disappear from every page.`
            : deleting?.kind === 'link'
              ? `${deleting.link.title} disappears from every page it is on.`
              : ''
        }
        confirmLabel={GLOSSARY.delete}
        destructive
        loading={deleteCategory.isPending || deleteLink.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        testId="link-store-delete-confirm"
      />
    </Stack>
  );
}
