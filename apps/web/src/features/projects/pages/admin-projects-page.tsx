import {
  formatListTotal,
  GLOSSARY,
  PRODUCT_NOT_SOLD_MESSAGES,
  sellableProducts,
  type TCardListItem,
} from '@cardora/contract';
import ForumRounded from '@mui/icons-material/ForumRounded';
import NfcRounded from '@mui/icons-material/NfcRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '#api/api-error';
import { useAgency } from '#app/agency-context';
import { ConfirmDialog } from '#components/confirm-dialog';
import { filterQuery } from '#components/list/list-filters';
import { ListHeading, ListToolbar, serverList } from '#components/list/list-page';
import { useKeysetPaging } from '#components/list/use-keyset-paging';
import { useListView } from '#components/list/use-list-view';
import { AdminPdfCardsView } from '#features/pdf-cards';
import { AdminVideosView } from '#features/videos';
import { useDebounced } from '#lib/use-debounced';
import { CardSettingsDialog } from '../components/card-settings-dialog';
import { ProjectGrid, type ProjectRowActions } from '../components/project-grid';
import { type CardRowAction, useCardList, useCardRowAction, usePendingRowActions } from '../hooks/use-projects';

const NO_IMAGE_POST_FILTER = ['imagePost'] as const;

/** What a finished row action says, in the snackbar. */
function doneMessage(action: CardRowAction, row: TCardListItem | undefined): string {
  const name = row?.cardId ? `/${row.cardId}` : (row?.business.businessName ?? 'The card');
  switch (action.kind) {
    case 'status':
      return `${name} is now ${action.body.status}.`;
    case 'imagePost':
      return `Image posts ${action.body.imagePostStatus} for ${row?.business.businessName ?? 'the business'}.`;
    case 'limit':
      return action.body.cardLimit === null
        ? `${name} follows the plan's card limit.`
        : `${name}: card limit ${action.body.cardLimit}.`;
    case 'settings':
      return `Settings saved for ${name}.`;
    case 'delete':
      return `${name} was deleted. The business stays.`;
  }
}

/**
 * /admin/projects?projectType=digital_card: All Projects in a Data Grid the server pages and
 * sorts, with the filters and search in the address bar and the row actions in the rows.
 */
export function AdminProjectsPage({ agencyAdmin }: { agencyAdmin: boolean }) {
  const [params, setParams] = useSearchParams();
  const agency = useAgency();
  // The selling rule (docs/product-rules.md#sell-only-what-works): a product the agency does not sell has no tab.
  const products = sellableProducts(agency.configuration);
  const projectType = params.get('projectType');
  const pdf = projectType === 'pdf_id_card';
  const videos = projectType === 'promotional_video';
  const notSold = (pdf && !products.pdfCard) || (videos && !products.promotionalVideo);
  const tabs =
    (products.pdfCard || products.promotionalVideo) && !notSold ? (
      <Tabs
        value={pdf ? 'pdf_id_card' : videos ? 'promotional_video' : 'digital_card'}
        onChange={(_event, value: string) => setParams({ projectType: value })}
        aria-label="Project type"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 1 }}
      >
        <Tab value="digital_card" label="Digital cards" data-testid="projects-tab-digital_card" />
        {products.pdfCard ? (
          <Tab value="pdf_id_card" label="PDF ID cards" data-testid="projects-tab-pdf_id_card" />
        ) : null}
        {products.promotionalVideo ? (
          <Tab value="promotional_video" label="Promotional videos" data-testid="projects-tab-promotional_video" />
        ) : null}
      </Tabs>
    ) : null;
  if (notSold) return <ProductNotSold message={PRODUCT_NOT_SOLD_MESSAGES[pdf ? 'pdfCard' : 'promotionalVideo']} />;
  return (
    <>
      {tabs}
      {pdf ? (
        <AdminPdfCardsPage />
      ) : videos ? (
        <AdminVideosPage />
      ) : (
        <DigitalCardsProjectsPage agencyAdmin={agencyAdmin} />
      )}
    </>
  );
}

/** An address for a product the agency does not sell (an old link, a bookmark): said, with the way back. */
function ProductNotSold({ message }: { message: string }) {
  const [, setParams] = useSearchParams();
  return (
    <Alert
      severity="info"
      data-testid="projects-not-sold"
      action={
        <Button color="inherit" size="small" onClick={() => setParams({ projectType: 'digital_card' })}>
          Digital cards
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** projectType=promotional_video: the videos' own grid (render status, play, download, hide, delete). */
function AdminVideosPage() {
  return <AdminVideosView />;
}

/** projectType=pdf_id_card: the PDF cards' own grid (their filters, search keys and row actions). */
function AdminPdfCardsPage() {
  return <AdminPdfCardsView />;
}

function DigitalCardsProjectsPage({ agencyAdmin }: { agencyAdmin: boolean }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const tablet = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [params] = useSearchParams();
  const projectType = params.get('projectType') ?? 'digital_card';
  // A business's image posts are greetings: no column, filter or setting while they are not sold.
  const imagePosts = sellableProducts(useAgency().configuration).greetingImages;
  const [view, update] = useListView();
  const [toDelete, setToDelete] = useState<TCardListItem | null>(null);
  const [settingsOf, setSettingsOf] = useState<TCardListItem | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const search = useDebounced(view.search.trim(), 350);
  const [query, rememberCursor] = useKeysetPaging({
    ...filterQuery(imagePosts ? view : { ...view, filters: { ...view.filters, imagePost: undefined } }, search),
    sortBy: view.sortBy,
    sortOrder: view.sortOrder,
    page: view.page + 1,
    pageSize: view.pageSize,
  });
  const list = useCardList(query);
  rememberCursor(list.data, list.isPlaceholderData);
  const action = useCardRowAction();
  const pending = usePendingRowActions();

  if (projectType !== 'digital_card') {
    return (
      <Alert severity="info" data-testid="projects-later">
        Promotional videos are listed in a later release.
      </Alert>
    );
  }

  const rowActions: ProjectRowActions = {
    run: (next) => {
      const row = list.data?.list.find((item) => item.cardNo === next.body.cardNo);
      action.mutate(next, {
        onSuccess: () => {
          if (next.kind === 'delete') setToDelete(null);
          enqueueSnackbar(doneMessage(next, row), { variant: 'success' });
        },
      });
    },
    pendingOf: (cardNo) => pending.filter((item) => item.body.cardNo === cardNo),
    openSettings: setSettingsOf,
    askDelete: setToDelete,
  };
  const grid = serverList({
    list,
    view,
    onChange: update,
    noun: 'digital cards',
    emptyText: 'Cards appear here as soon as a business creates its digital card.',
    testId: 'projects-empty',
  });
  const { total } = grid;

  return (
    <Stack spacing={2.5} data-testid="admin-projects-page">
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <ListHeading
          title={GLOSSARY.allProjects}
          total={
            list.data
              ? `${formatListTotal(list.data)} digital ${total === 1 && !grid.totalCapped ? 'card' : 'cards'}`
              : undefined
          }
          testId="projects-total"
        />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {/* Every business's leads and feedback, and (admins) the endpoints that get them all. */}
          <Button
            variant="outlined"
            startIcon={<ForumRounded />}
            component={RouterLink}
            to="/admin/enquiries"
            data-testid="projects-enquiries"
          >
            {GLOSSARY.enquiries}
          </Button>
          {/* The agency's physical tags, which open these cards (docs/product-rules.md#physical-tags). */}
          {agencyAdmin ? (
            <Button
              variant="outlined"
              startIcon={<NfcRounded />}
              component={RouterLink}
              to="/admin/tags"
              data-testid="projects-tags"
            >
              {GLOSSARY.tags}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <ListToolbar
        view={view}
        onChange={update}
        testIdPrefix="projects"
        sortTestId="projects-sort"
        hiddenFilters={imagePosts ? undefined : NO_IMAGE_POST_FILTER}
      />
      {action.isError ? (
        <Alert severity="error" onClose={() => action.reset()} data-testid="row-action-error">
          {errorMessage(action.error)}
        </Alert>
      ) : null}
      <ProjectGrid
        {...grid}
        actions={rowActions}
        imagePosts={imagePosts}
        size={phone ? 'phone' : tablet ? 'tablet' : 'desktop'}
      />
      <CardSettingsDialog row={settingsOf} onClose={() => setSettingsOf(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this card?"
        text={
          toDelete
            ? `The card ${toDelete.cardId ? `/${toDelete.cardId}` : ''} of ${toDelete.business.businessName} will be deleted, with its visit counts; its public link stops working. The business stays.`
            : ''
        }
        confirmLabel="Delete card"
        destructive
        loading={action.isPending && action.variables?.kind === 'delete'}
        onConfirm={() => {
          if (toDelete) rowActions.run({ kind: 'delete', body: { cardNo: toDelete.cardNo } });
        }}
        onClose={() => setToDelete(null)}
        testId="delete-card-dialog"
      />
    </Stack>
  );
}
