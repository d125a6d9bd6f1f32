import type { TVideoTemplate } from '@cardora/contract';
import PublicOffRounded from '@mui/icons-material/PublicOffRounded';
import PublicRounded from '@mui/icons-material/PublicRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { aspectRatioOf } from '#features/videos';

/**
 * The saved template made with sample data, made by the server in the background after each
 * save: "Making the preview…" until it is there, then the video; a failed one says why and can
 * be made again. Publishing waits for it, so nobody publishes a template they have not seen.
 */
export function PreviewPanel({
  template,
  onPublish,
  publishing,
  onRemake,
  remaking,
  dirty,
}: {
  template: TVideoTemplate;
  onPublish: (published: boolean) => void;
  publishing: boolean;
  onRemake: () => void;
  remaking: boolean;
  /** The form has changes not saved yet: the preview shows the last save. */
  dirty: boolean;
}) {
  const published = template.status === 'published';
  return (
    <Card variant="outlined" sx={{ p: 2 }} data-testid="template-preview-panel" data-preview={template.previewStatus}>
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h5" component="h3">
            Sample preview
          </Typography>
          <Typography variant="caption" color={published ? 'success.main' : 'text.secondary'} sx={{ fontWeight: 600 }}>
            {published ? 'Published' : 'Draft: customers do not see it'}
          </Typography>
        </Stack>
        {template.previewStatus === 'pending' ? (
          <Box data-testid="template-preview-pending">
            <Typography variant="body2">Making the preview…</Typography>
            <LinearProgress sx={{ mt: 1, height: 6, borderRadius: 3 }} aria-label="Making the preview" />
            <Typography variant="caption" color="textSecondary">
              It is made with a sample business in the background; you may close this and come back.
            </Typography>
          </Box>
        ) : null}
        {template.previewStatus === 'failed' ? (
          <Alert
            severity="error"
            data-testid="template-preview-failed"
            action={
              <Button color="inherit" size="small" startIcon={<RefreshRounded />} onClick={onRemake} loading={remaking}>
                Make again
              </Button>
            }
          >
            {template.previewError ?? 'The preview could not be made.'}
          </Alert>
        ) : null}
        {template.previewStatus === 'ready' && template.previewUrl ? (
          <Box
            component="video"
            src={template.previewUrl}
            poster={template.posterUrl ?? undefined}
            controls
            playsInline
            preload="metadata"
            data-testid="template-preview-video"
            sx={{
              width: '100%',
              maxWidth: template.kind === 'STORY_VIDEO' ? 260 : 380,
              mx: 'auto',
              display: 'block',
              aspectRatio: aspectRatioOf(template.kind),
              bgcolor: '#000',
              borderRadius: '10px',
            }}
          />
        ) : null}
        {dirty ? (
          <Typography variant="caption" color="warning">
            You have changes that are not saved: the preview shows the last save.
          </Typography>
        ) : null}
        <Button
          variant={published ? 'outlined' : 'contained'}
          color={published ? 'inherit' : 'success'}
          startIcon={published ? <PublicOffRounded /> : <PublicRounded />}
          onClick={() => onPublish(!published)}
          loading={publishing}
          disabled={!published && (template.previewStatus !== 'ready' || dirty)}
          data-testid="template-publish"
        >
          {published ? 'Unpublish' : 'Publish'}
        </Button>
        {!published && template.previewStatus !== 'ready' ? (
          <Typography variant="caption" color="textSecondary">
            Publish once the preview is made and looks right.
          </Typography>
        ) : null}
      </Stack>
    </Card>
  );
}
