import { GLOSSARY } from '@cardora/contract';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAgency } from '#app/agency-context';
import { FestivalCalendarPanel } from '#features/festivals';
import { MusicLibraryPanel } from '#features/music-library';
import { CategoriesPanel } from '../components/categories-panel';
import { FrameKindsPanel } from '../components/frame-kinds-panel';
import { PostsPanel } from '../components/posts-panel';
import { TagsPanel } from '../components/tags-panel';
import { UploadDialog } from '../components/upload-dialog';
import type { PostOwner } from '../hooks/use-post-filters';
import { useUploadQueue } from '../hooks/use-upload-queue';
import { countOf } from '../labels';

const TABS = ['posts', 'festivals', 'categories', 'tags', 'music'] as const;
type TabKey = (typeof TABS)[number];
const TAB_LABELS: Record<TabKey, string> = {
  posts: 'Posts',
  festivals: 'Festival calendar',
  categories: 'Categories',
  tags: 'Tags',
  music: 'Music',
};

/** The tab in the address (?tab=), so a reload or the back button keeps it. */
function useTab(): [TabKey, (tab: TabKey) => void] {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((key) => key === params.get('tab')) ?? 'posts';
  const set = (next: TabKey) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'posts') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return [tab, set];
}

function OwnerSwitch({ value, onChange }: { value: PostOwner; onChange: (owner: PostOwner) => void }) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      onChange={(_event, next: PostOwner | null) => {
        if (next) onChange(next);
      }}
      aria-label="Whose posts"
      sx={{
        flexShrink: 0,
        bgcolor: 'background.paper',
        width: { xs: '100%', sm: 'auto' },
        '& .MuiToggleButton-root': { flex: { xs: 1, sm: 'none' }, px: 2, minHeight: 40, whiteSpace: 'nowrap' },
      }}
      data-testid="owner-switch"
    >
      <ToggleButton value="own" data-testid="owner-own">
        Your posts
      </ToggleButton>
      <ToggleButton value="platform" data-testid="owner-platform">
        Platform's daily images
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/**
 * /admin/daily-image-management (platform: the super admin's daily images for every agency) and
 * /admin/image-posts-management (an agency: its exclusive posts, when the platform allows them;
 * else what its customers get and why it cannot add its own). Posts | Categories | Tags.
 */
export function GreetingsAdminPage({ platform }: { platform: boolean }) {
  const agency = useAgency();
  const settings = agency.configuration.imagePost;
  const canPost = platform || settings.allowAgencyExclusivePosts;
  const videos = settings.isVideoPostsIncluded;
  // The music library (docs/product-rules.md#video-music): the platform's team always, an agency with videos on.
  const music = platform || videos || agency.configuration.video.enableVideo;
  const [chosenTab, setTab] = useTab();
  const tab = chosenTab === 'music' && !music ? 'posts' : chosenTab;
  const [owner, setOwner] = useState<PostOwner>(canPost && !platform ? 'own' : 'platform');
  const queue = useUploadQueue(videos);
  const [uploadOpen, setUploadOpen] = useState(false);
  const sending = queue.items.filter((item) => item.status === 'uploading' || item.status === 'queued').length;
  const openUpload = () => setUploadOpen(true);
  const managing = platform || owner === 'own';

  return (
    <Stack spacing={2.5} data-testid="greetings-admin-page">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2" component="h2">
            {platform ? 'Daily images' : 'Greeting posts'}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ maxWidth: 640 }}>
            {platform
              ? 'Greeting posts for every agency that offers greetings. Customers brand them with their business and share them.'
              : !settings.enableImagePost
                ? 'The greeting posts the platform publishes for every agency that offers greetings.'
                : canPost
                  ? "Posts only your agency's customers see, next to the platform's daily images."
                  : "Your customers get the platform's daily images, branded with their business."}
          </Typography>
        </Box>
        {canPost ? (
          <Button
            variant="contained"
            size="large"
            startIcon={<CloudUploadRounded />}
            onClick={openUpload}
            sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
            data-testid="upload-open"
          >
            Upload posts
          </Button>
        ) : null}
      </Stack>

      {!platform && !settings.enableImagePost ? (
        <Alert severity="warning" data-testid="greetings-off">
          Greeting images are turned off for your agency, so your customers do not see any. Ask the platform's team to
          turn them on.
        </Alert>
      ) : null}
      {!canPost ? (
        <Alert severity="info" data-testid="exclusive-not-allowed">
          <AlertTitle>Your own posts are not turned on</AlertTitle>
          Agencies can add greeting posts that only their own customers see, once the platform allows it. Ask the
          platform's team to allow agency-exclusive posts. Until then you can look through the daily images below and
          prepare categories and tags.
        </Alert>
      ) : null}

      {sending > 0 && !uploadOpen ? (
        <Alert
          severity="info"
          icon={false}
          action={
            <Button color="inherit" size="small" onClick={openUpload}>
              Show
            </Button>
          }
          data-testid="upload-in-background"
        >
          <Typography variant="body2" sx={{ mb: 0.75 }}>
            Uploading {countOf(sending, 'file')}…
          </Typography>
          <LinearProgress sx={{ borderRadius: 2 }} />
        </Alert>
      ) : null}

      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, next: TabKey) => setTab(next)}
          aria-label={GLOSSARY.greetingsManagement}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ maxWidth: { sm: 560 } }}
        >
          {TABS.filter((key) => key !== 'music' || music).map((key) => (
            <Tab
              key={key}
              value={key}
              label={TAB_LABELS[key]}
              id={`greetings-tab-${key}`}
              aria-controls={`greetings-panel-${key}`}
              data-testid={`tab-${key}`}
            />
          ))}
        </Tabs>
      </Box>

      <Box role="tabpanel" id={`greetings-panel-${tab}`} aria-labelledby={`greetings-tab-${tab}`}>
        {tab === 'posts' ? (
          <PostsPanel
            key={owner}
            owner={owner}
            ownerSwitch={!platform && canPost ? <OwnerSwitch value={owner} onChange={setOwner} /> : undefined}
            manage={managing && canPost}
            note={
              platform || owner === 'own' ? undefined : (
                <Typography variant="body2" color="textSecondary" data-testid="platform-posts-note">
                  {settings.enableImagePost
                    ? "The platform's daily images: your customers get them, branded with their business. Only the platform's team can change them."
                    : "The platform's daily images. Only the platform's team can change them."}
                </Typography>
              )
            }
            videos={videos}
            onUpload={openUpload}
            emptyTitle={
              platform ? 'No daily images yet' : owner === 'own' ? 'No posts of your own yet' : 'No daily images yet'
            }
            emptyText={
              platform
                ? 'Upload festival greetings, good-morning posts and posts for each trade. Every agency that offers greetings gets them.'
                : owner === 'own'
                  ? "Upload posts that only your customers see: your offers, your city's festivals, your brand."
                  : 'The platform has not published daily images yet.'
            }
          />
        ) : null}
        {tab === 'festivals' ? <FestivalCalendarPanel platform={platform} /> : null}
        {tab === 'categories' ? <CategoriesPanel /> : null}
        {tab === 'categories' ? <FrameKindsPanel /> : null}
        {tab === 'tags' ? <TagsPanel platformTeam={platform} /> : null}
        {tab === 'music' ? <MusicLibraryPanel canAdd={canPost} /> : null}
      </Box>

      {canPost ? (
        <UploadDialog
          open={uploadOpen}
          onClose={() => setUploadOpen(false)}
          queue={queue}
          videos={videos}
          title={platform ? 'Upload daily images' : 'Upload posts for your customers'}
        />
      ) : null}
    </Stack>
  );
}
