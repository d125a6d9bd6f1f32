import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation, useSearchParams } from 'react-router';
import { errorMessage } from '#api/api-error';
import { NotAvailablePage } from '#components/not-available-page';
import { AccountPage } from '../../features/account/account-page';
import { AddBusinessPage } from '../../features/businesses/pages/add-business-page';
import { BusinessesPage } from '../../features/businesses/pages/businesses-page';
import { DigitalCardProjectsPage } from '../../features/cards/pages/projects-page';
import { CustomerDrawer } from '../../features/customer/components/customer-drawer';
import { useUserDetails } from '../../features/customer/hooks/use-user-details';
import { CustomerHomePage } from '../../features/customer/pages/customer-home-page';
import { UpgradeDialog } from '../../features/payments/components/upgrade-dialog';
import { PanelLayout } from '../layout/panel-layout';
import {
  CardEditorPage,
  CategoryPageViewPage,
  ClaimTagPage,
  DailyImagePage,
  EnquiriesPage,
  InsightsPage,
  MyPdfCardsPage,
  MyVideosPage,
  PdfCardEditorPage,
  PdfCardTemplatesPage,
  VideoTemplatesPage,
} from '../lazy-pages';

const HOME = '/customer';

/** Sub-paths a later release builds: each says so honestly, under its name (page-titles.ts). */
const LATER_PAGES: { path: string }[] = [];

function ProjectsPage() {
  const [params] = useSearchParams();
  if (params.get('projectType') === 'digital_card') return <DigitalCardProjectsPage />;
  if (params.get('projectType') === 'pdf_id_card') return <MyPdfCardsPage />;
  if (params.get('projectType') === 'promotional_video') return <MyVideosPage />;
  return <NotAvailablePage homePath={HOME} />;
}

function HomeSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Stack spacing={2.5} aria-busy="true" aria-label={t('loading')}>
      <Skeleton variant="text" width="50%" height={48} />
      <Skeleton variant="rounded" height={180} />
      <Skeleton variant="rounded" height={120} />
    </Stack>
  );
}

/** /panel/customer/*: the customer's panel. */
export function CustomerArea() {
  const { t } = useTranslation('glossary');
  const user = useUserDetails();
  const details = user.data;
  // The editor puts the live preview beside the form: it needs more than the reading width.
  const path = useLocation().pathname;
  const wide = path.includes('/cards/edit') || path.includes('/pdf-card') || path.includes('/video-templates');

  let home = <HomeSkeleton />;
  if (details) home = <CustomerHomePage details={details} />;
  else if (user.error) {
    home = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void user.refetch()}>
            {t('tryAgain')}
          </Button>
        }
      >
        {errorMessage(user.error)}
      </Alert>
    );
  }

  return (
    <PanelLayout
      homePath={HOME}
      wide={wide}
      drawer={(close) => (details ? <CustomerDrawer details={details} close={close} /> : null)}
    >
      <Routes>
        <Route index element={home} />
        <Route path="account" element={<AccountPage languageChoice />} />
        <Route path="projects" element={<ProjectsPage />} />
        <Route path="businesses" element={<BusinessesPage />} />
        <Route path="businesses/add" element={<AddBusinessPage base={HOME} />} />
        <Route path="cards/edit" element={<CardEditorPage base={HOME} />} />
        <Route path="insights" element={<InsightsPage />} />
        <Route path="enquiries" element={<EnquiriesPage area="customer" />} />
        <Route path="daily-image" element={<DailyImagePage />} />
        <Route path="pdf-card-templates" element={<PdfCardTemplatesPage />} />
        <Route path="pdf-cards/edit" element={<PdfCardEditorPage />} />
        <Route path="video-templates" element={<VideoTemplatesPage />} />
        <Route path="tags/claim" element={<ClaimTagPage />} />
        <Route
          path="category-page"
          element={<CategoryPageViewPage activeBusinessId={details?.activeBusinessId ?? null} />}
        />
        {LATER_PAGES.map((page) => (
          <Route key={page.path} path={page.path} element={<NotAvailablePage homePath={HOME} />} />
        ))}
        <Route path="*" element={<NotAvailablePage title="pageNotFound" homePath={HOME} reason="missing" />} />
      </Routes>
      <UpgradeDialog area="customer" activeBusinessId={details?.activeBusinessId ?? null} />
    </PanelLayout>
  );
}
