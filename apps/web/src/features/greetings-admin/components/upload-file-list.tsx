// The files of an upload, each with its own progress bar and outcome: waiting, sending (with
// the share sent), being processed, added, or refused with the reason and a way to retry.
import { GLOSSARY, MESSAGES } from '@cardora/contract';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import InsertDriveFileRounded from '@mui/icons-material/InsertDriveFileRounded';
import MovieRounded from '@mui/icons-material/MovieRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { isApiError } from '#api/api-error';
import { formatBytes } from '#lib/format';
import type { PostNames, UploadItem } from '../hooks/use-upload-queue';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** What to do after a refusal that names something that is gone. */
const GONE_HINT = 'It may have just been removed: pick another one above, then retry.';

/**
 * Why a file was not added, as a sentence: the check's message, or the server's with the ids it
 * names replaced by their names ("There is no image subcategory 'Diwali'.").
 */
export function uploadErrorText(error: unknown, names: PostNames): string {
  if (typeof error === 'string') return error;
  if (!isApiError(error)) return MESSAGES.internalError;
  let named = false;
  const message = error.message.replace(UUID, (id) => {
    const name = names[id.toLowerCase()];
    if (!name) return id;
    named = true;
    return `'${name}'`;
  });
  return named || error.status === 404 ? `${message} ${GONE_HINT}` : message;
}

/**
 * Whether sending the same file again can help: not after the server judged the file itself
 * (not an image, too big), which only another file fixes.
 */
export function canRetry(item: UploadItem): boolean {
  if (item.status !== 'failed') return false;
  return !(isApiError(item.error) && (item.error.status === 413 || item.error.status === 415));
}

function FileThumb({ file, video }: { file: File; video: boolean }) {
  const [url, setUrl] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    if (video || !file.type.startsWith('image/')) return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file, video]);
  return (
    <Box
      sx={{
        width: 48,
        height: 48,
        flexShrink: 0,
        borderRadius: '8px',
        overflow: 'hidden',
        bgcolor: 'grey.100',
        display: 'grid',
        placeItems: 'center',
        color: 'text.secondary',
      }}
    >
      {url && !broken ? (
        <Box
          component="img"
          src={url}
          alt=""
          onError={() => setBroken(true)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : video ? (
        <MovieRounded />
      ) : (
        <InsertDriveFileRounded />
      )}
    </Box>
  );
}

function statusLine(item: UploadItem): string {
  switch (item.status) {
    case 'ready':
      return `${formatBytes(item.file.size)} · ready to upload`;
    case 'queued':
      return `${formatBytes(item.file.size)} · waiting…`;
    case 'uploading':
      return item.progress >= 0.999
        ? `${formatBytes(item.file.size)} · processing…`
        : `${formatBytes(item.file.size)} · uploading ${Math.round(item.progress * 100)}%`;
    case 'done':
      return `${formatBytes(item.file.size)} · added`;
    case 'failed':
    case 'invalid':
      return `${formatBytes(item.file.size)} · not added`;
  }
}

function UploadRow({ item, onRetry, onRemove }: { item: UploadItem; onRetry: () => void; onRemove: () => void }) {
  const failed = item.status === 'failed' || item.status === 'invalid';
  const processing = item.status === 'uploading' && item.progress >= 0.999;
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', py: 1.25, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { border: 0 } }}
      data-testid="upload-item"
      data-status={item.status}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <FileThumb file={item.file} video={item.mediaType === 'VIDEO'} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
            {item.status === 'done' ? <CheckCircleRounded color="success" sx={{ fontSize: 18 }} /> : null}
            {failed ? <ErrorRounded color="error" sx={{ fontSize: 18 }} /> : null}
            <Typography variant="body2" noWrap sx={{ fontWeight: 600, minWidth: 0 }} title={item.file.name}>
              {item.file.name}
            </Typography>
          </Stack>
          <Typography variant="caption" color="textSecondary" component="p" data-testid="upload-item-status">
            {statusLine(item)}
          </Typography>
        </Box>
        {canRetry(item) ? (
          <Button size="small" startIcon={<RefreshRounded />} onClick={onRetry} data-testid="upload-retry">
            {GLOSSARY.tryAgain}
          </Button>
        ) : null}
        {item.status !== 'done' ? (
          <IconButton
            size="small"
            aria-label={item.status === 'uploading' ? `Stop uploading ${item.file.name}` : `Remove ${item.file.name}`}
            onClick={onRemove}
            data-testid="upload-remove"
          >
            <CloseRounded fontSize="small" />
          </IconButton>
        ) : null}
      </Stack>
      {item.status === 'uploading' || item.status === 'queued' || item.status === 'done' ? (
        <LinearProgress
          variant={processing ? 'indeterminate' : 'determinate'}
          value={item.status === 'queued' ? 0 : Math.round(item.progress * 100)}
          color={item.status === 'done' ? 'success' : 'primary'}
          sx={{ mt: 1, height: 6, borderRadius: 3 }}
          aria-label={`${item.file.name}: ${statusLine(item)}`}
        />
      ) : null}
      {failed ? (
        <Typography variant="body2" color="error" sx={{ mt: 0.75 }} role="alert" data-testid="upload-item-error">
          {uploadErrorText(item.error, item.names)}
        </Typography>
      ) : null}
    </Box>
  );
}

export function UploadFileList({
  items,
  onRetry,
  onRemove,
}: {
  items: UploadItem[];
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}) {
  if (items.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, p: 0 }} aria-label="Files to upload" data-testid="upload-list">
      {items.map((item) => (
        <UploadRow key={item.id} item={item} onRetry={() => onRetry(item.id)} onRemove={() => onRemove(item.id)} />
      ))}
    </Box>
  );
}
