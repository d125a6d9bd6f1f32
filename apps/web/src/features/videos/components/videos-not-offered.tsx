import MovieRounded from '@mui/icons-material/MovieRounded';
import { useTranslation } from 'react-i18next';
import { AddBusinessFirst, ProductNotOffered } from '#features/customer';

/** The product is off for the agency: said plainly, with the way home. */
export function VideosNotOffered() {
  const { t } = useTranslation(['products', 'glossary']);
  return (
    <ProductNotOffered
      testId="videos-not-offered"
      icon={<MovieRounded />}
      title={t('glossary:promotionalVideos')}
      text={t('videos.notOffered')}
    />
  );
}

/** No business yet: a video carries its name, logo and contacts. */
export function VideosNeedBusiness() {
  const { t } = useTranslation('products');
  return <AddBusinessFirst testId="videos-no-business" text={t('videos.needBusiness')} />;
}
