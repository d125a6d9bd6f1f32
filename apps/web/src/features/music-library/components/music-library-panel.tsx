// The music library for the staff who manage greetings (docs/product-rules.md#video-music): the
// platform's tracks and the agency's own, each with play/pause, its length and measured loudness,
// and for the owner rename, trim and delete (after a confirm; a track in use is refused and the
// message says how many use it).
import { formatMusicDuration, type TMusicTrack } from '@cardora/contract';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import LibraryMusicRounded from '@mui/icons-material/LibraryMusicRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import UploadRounded from '@mui/icons-material/UploadRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RowConfirmDialog } from '#components/confirm-dialog';
import { EmptyState } from '#components/empty-state';
import { ListSkeleton } from '#components/list-skeleton';
import { RetryAlert } from '#components/retry-alert';
import { TipIconButton } from '#components/tip-icon-button';
import { useDeleteMusic, useMusicTracks } from '../hooks/use-music';
import { type Player, usePlayer } from '../hooks/use-player';
import { EditTrackDialog, UploadTrackDialog } from './track-dialogs';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function usesOf(track: TMusicTrack): string | null {
  const parts = [
    track.usedByTemplates > 0 ? plural(track.usedByTemplates, 'template') : null,
    track.usedByPosts > 0 ? plural(track.usedByPosts, 'post') : null,
  ].filter(Boolean);
  return parts.length > 0 ? `Used by ${parts.join(' and ')}` : null;
}

function TrackRow({
  track,
  player,
  onEdit,
  onDelete,
}: {
  track: TMusicTrack;
  player: Player;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const playing = player.playing === track.id;
  const length = track.durationMs ?? track.trimEndMs - track.trimStartMs;
  const uses = usesOf(track);
  return (
    <Card sx={{ p: 1.5 }} data-testid={`music-track-${track.id}`}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <TipIconButton
          tip={playing ? 'Pause' : 'Play'}
          label={`${playing ? 'Pause' : 'Play'} ${track.name}`}
          icon={playing ? <PauseRounded /> : <PlayArrowRounded />}
          color="primary"
          disabled={!track.url}
          wrapDisabled
          onClick={() => track.url && player.toggle(track.id, track.url)}
        />
        <Stack sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{track.name}</Typography>
            {track.mood ? <Chip size="small" label={track.mood} /> : null}
            {track.isPlatform && !track.editable ? <Chip size="small" variant="outlined" label="Platform" /> : null}
            {track.status === 'pending' ? (
              <Chip size="small" color="info" icon={<CircularProgress size={12} />} label="Preparing…" />
            ) : null}
            {track.status === 'failed' ? <Chip size="small" color="error" label="Failed" /> : null}
          </Stack>
          <Typography variant="body2" color="textSecondary">
            {formatMusicDuration(length)}
            {track.loudnessLufs !== null ? ` · ${track.loudnessLufs.toFixed(1)} LUFS` : ''}
            {uses ? ` · ${uses}` : ''}
          </Typography>
          {track.status === 'failed' && track.processingError ? (
            <Typography variant="body2" color="error">
              {track.processingError}
            </Typography>
          ) : null}
        </Stack>
        {track.editable ? (
          <Stack direction="row">
            <TipIconButton tip="Rename or trim" label={`Edit ${track.name}`} icon={<EditRounded />} onClick={onEdit} />
            <TipIconButton
              tip="Delete"
              label={`Delete ${track.name}`}
              icon={<DeleteOutlineRounded />}
              onClick={onDelete}
            />
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The Music tab: `canAdd` when the agency may add its own music (the platform always may). */
export function MusicLibraryPanel({ canAdd }: { canAdd: boolean }) {
  const tracks = useMusicTracks();
  const remove = useDeleteMusic();
  const player = usePlayer();
  const [uploadOpen, setUploadOpen] = useState(false);
  const [editing, setEditing] = useState<TMusicTrack | null>(null);
  const [deleting, setDeleting] = useState<TMusicTrack | null>(null);

  const list = tracks.data?.list ?? [];
  return (
    <Stack spacing={2} data-testid="music-library">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2" color="textSecondary" sx={{ maxWidth: 640 }}>
          Music for greeting videos and video templates. Every track is trimmed and evened out to −14 LUFS (true peak −1
          dBTP), so every video sounds equally loud; in a video it fades in over 0.5 s and out over 1.5 s.
        </Typography>
        {canAdd ? (
          <Button
            variant="contained"
            startIcon={<UploadRounded />}
            onClick={() => setUploadOpen(true)}
            sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
            data-testid="music-upload-open"
          >
            Add music
          </Button>
        ) : null}
      </Stack>
      {!canAdd ? (
        <Alert severity="info">
          Your agency can add its own music once the platform allows agency-exclusive posts. The platform’s music is
          below.
        </Alert>
      ) : null}
      {remove.error ? <RetryAlert error={remove.error} /> : null}
      {tracks.isPending ? <ListSkeleton /> : null}
      {tracks.isError ? <RetryAlert error={tracks.error} onRetry={() => void tracks.refetch()} /> : null}
      {tracks.isSuccess && list.length === 0 ? (
        <EmptyState
          icon={<LibraryMusicRounded />}
          title="No music yet"
          text="Add music that greeting videos and video templates can use."
          testId="music-empty"
        />
      ) : null}
      {list.map((track) => (
        <TrackRow
          key={track.id}
          track={track}
          player={player}
          onEdit={() => setEditing(track)}
          onDelete={() => setDeleting(track)}
        />
      ))}
      <UploadTrackDialog open={uploadOpen} onClose={() => setUploadOpen(false)} />
      <EditTrackDialog track={editing} onClose={() => setEditing(null)} player={player} />
      <RowConfirmDialog
        row={deleting}
        title="Delete this music?"
        text={`“${deleting?.name ?? ''}” will be deleted. It cannot be brought back.`}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        run={(track, callbacks) => {
          if (player.playing === track.id) player.stop();
          remove.mutate(track.id, callbacks);
        }}
        success={(track) => `“${track.name}” was deleted.`}
        onClose={() => setDeleting(null)}
        testId="music-delete-confirm"
      />
    </Stack>
  );
}
