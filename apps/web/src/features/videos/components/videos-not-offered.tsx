import AddBusinessRounded from '@mui/icons-material/AddBusinessRounded';
import MovieRounded from '@mui/icons-material/MovieRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { customerPaths } from '../../customer/customer-links';

/** The product is off for the agency: said plainly, with the way home. */
export function VideosNotOffered() {
  const { t } = useTranslation(['products', 'glossary']);
  return (
    <EmptyState
      testId="videos-not-offered"
      icon={<MovieRounded />}
      title={t('glossary:promotionalVideos')}
      text={t('videos.notOffered')}
      action={
        <Button component={RouterLink} to={customerPaths.home} variant="outlined">
          {t('glossary:backToHome')}
        </Button>
      }
    />
  );
}

/** No business yet: a video carries its name, logo and contacts. */
export function VideosNeedBusiness() {
  const { t } = useTranslation('products');
  return (
    <EmptyState
      testId="videos-no-business"
      icon={<AddBusinessRounded />}
      title={t('common.addBusinessFirst')}
      text={t('videos.needBusiness')}
      action={
        <Button
          component={RouterLink}
          to={customerPaths.addBusiness}
          variant="contained"
          startIcon={<AddBusinessRounded />}
        >
          {t('common.addYourBusiness')}
        </Button>
      }
    />
  );
}
