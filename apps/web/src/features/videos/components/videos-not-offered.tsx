import { GLOSSARY, VIDEO_MESSAGES } from '@cardora/contract';
import AddBusinessRounded from '@mui/icons-material/AddBusinessRounded';
import MovieRounded from '@mui/icons-material/MovieRounded';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { customerPaths } from '../../customer/customer-links';

/** The product is off for the agency: said plainly, with the way home. */
export function VideosNotOffered() {
  return (
    <EmptyState
      testId="videos-not-offered"
      icon={<MovieRounded />}
      title="Promotional videos"
      text={VIDEO_MESSAGES.videosOff}
      action={
        <Button component={RouterLink} to={customerPaths.home} variant="outlined">
          {GLOSSARY.backToHome}
        </Button>
      }
    />
  );
}

/** No business yet: a video carries its name, logo and contacts. */
export function VideosNeedBusiness() {
  return (
    <EmptyState
      testId="videos-no-business"
      icon={<AddBusinessRounded />}
      title="Add your business first"
      text="A promotional video shows your business's name, logo, phone and address. Add your business to start."
      action={
        <Button
          component={RouterLink}
          to={customerPaths.addBusiness}
          variant="contained"
          startIcon={<AddBusinessRounded />}
        >
          Add your business
        </Button>
      }
    />
  );
}
