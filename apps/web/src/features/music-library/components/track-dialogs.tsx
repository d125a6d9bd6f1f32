// The music library's two dialogs: adding a track (a file, its name and mood, with upload
// progress) and editing one (name, mood and the trim: a two-thumb slider over the uploaded
// file's length with a preview that plays the kept part from its start).
import {
  formatMusicDuration,
  MUSIC_MAX_BYTES,
  MUSIC_MESSAGES,
  MUSIC_MIN_DURATION_SEC,
  MUSIC_MOOD_MAX,
  MUSIC_NAME_MAX,
  musicTrimIssues,
  type TMusicTrack,
} from '@cardora/contract';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorMessage } from '#api/api-error';
import { useUpdateMusic, useUploadMusic } from '../hooks/use-music';
import type { Player } from '../hooks/use-player';

const LOUDNESS_NOTE =
  'Every track is trimmed and evened out to −14 LUFS (true peak −1 dBTP), so every video sounds equally loud. In a video it fades in over 0.5 s and out over 1.5 s.';

const nameOfFile = (file: File) => file.name.replace(/\.[^.]+$/, '').slice(0, MUSIC_NAME_MAX);

export function UploadTrackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const upload = useUploadMusic();
  const { enqueueSnackbar } = useSnackbar();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [mood, setMood] = useState('');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const busy = upload.isPending;

  const close = () => {
    if (busy) return;
    setFile(null);
    setName('');
    setMood('');
    setProgress(0);
    setError(null);
    onClose();
  };

  const pick = (picked: File | null) => {
    setError(null);
    if (picked && picked.size > MUSIC_MAX_BYTES) {
      setError(MUSIC_MESSAGES.tooLarge);
      return;
    }
    setFile(picked);
    if (picked && !name) setName(nameOfFile(picked));
  };

  const send = () => {
    if (!file) {
      setError(MUSIC_MESSAGES.fileRequired);
      return;
    }
    setError(null);
    upload.mutate(
      { file, fields: { name, mood }, onProgress: setProgress },
      {
        onSuccess: () => {
          enqueueSnackbar('The music was added. It is being prepared.', { variant: 'success' });
          close();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" data-testid="music-upload-dialog">
      <DialogTitle sx={{ fontWeight: 700 }}>Add music</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="textSecondary">
            MP3, M4A, WAV or OGG, at most {MUSIC_MAX_BYTES / 1024 / 1024} MB and 5 minutes. {LOUDNESS_NOTE}
          </Typography>
          <Button variant="outlined" component="label" disabled={busy} data-testid="music-file-pick">
            {file ? file.name : 'Choose a music file'}
            <input
              hidden
              type="file"
              accept="audio/mpeg,audio/mp4,audio/x-m4a,audio/wav,audio/ogg,.mp3,.m4a,.wav,.ogg"
              onChange={(event) => pick(event.target.files?.[0] ?? null)}
            />
          </Button>
          <TextField
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: MUSIC_NAME_MAX } }}
            disabled={busy}
            required
          />
          <TextField
            label="Mood or genre (optional)"
            value={mood}
            onChange={(event) => setMood(event.target.value)}
            slotProps={{ htmlInput: { maxLength: MUSIC_MOOD_MAX } }}
            placeholder="Festive, calm, devotional…"
            disabled={busy}
          />
          {busy ? (
            <Stack spacing={0.5}>
              <Typography variant="body2">Uploading… {Math.round(progress * 100)}%</Typography>
              <LinearProgress variant="determinate" value={progress * 100} sx={{ borderRadius: 2 }} />
            </Stack>
          ) : null}
          {error ? (
            <Alert severity="error" data-testid="music-upload-error">
              {error}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={send}
          loading={busy}
          disabled={!name.trim()}
          data-testid="music-upload-send"
        >
          Upload
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function EditTrackForm({ track, onClose, player }: { track: TMusicTrack; onClose: () => void; player: Player }) {
  const update = useUpdateMusic();
  const { enqueueSnackbar } = useSnackbar();
  const [name, setName] = useState(track.name);
  const [mood, setMood] = useState(track.mood ?? '');
  const [trim, setTrim] = useState<[number, number]>([track.trimStartMs, track.trimEndMs]);
  const [error, setError] = useState<string | null>(null);
  const issues = musicTrimIssues({ trimStartMs: trim[0], trimEndMs: trim[1] }, track.originalDurationMs);
  const previewId = `trim-${track.id}`;

  const save = () => {
    setError(null);
    player.stop();
    update.mutate(
      { id: track.id, body: { name, mood, trimStartMs: trim[0], trimEndMs: trim[1] } },
      {
        onSuccess: (saved) => {
          enqueueSnackbar(saved.status === 'pending' ? 'Saved. The new cut is being prepared.' : 'Saved.', {
            variant: 'success',
          });
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <>
      <DialogTitle sx={{ fontWeight: 700 }}>Edit music</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: MUSIC_NAME_MAX } }}
            required
          />
          <TextField
            label="Mood or genre (optional)"
            value={mood}
            onChange={(event) => setMood(event.target.value)}
            slotProps={{ htmlInput: { maxLength: MUSIC_MOOD_MAX } }}
          />
          <Stack spacing={1}>
            <Typography variant="subtitle2">
              Keep from {formatMusicDuration(trim[0])} to {formatMusicDuration(trim[1])} (
              {formatMusicDuration(trim[1] - trim[0])} of {formatMusicDuration(track.originalDurationMs)})
            </Typography>
            <Slider
              value={trim}
              min={0}
              max={track.originalDurationMs}
              step={100}
              disableSwap
              onChange={(_event, value) => {
                if (Array.isArray(value) && value.length === 2) setTrim([value[0] ?? 0, value[1] ?? 0]);
              }}
              valueLabelDisplay="auto"
              valueLabelFormat={formatMusicDuration}
              getAriaLabel={(index) => (index === 0 ? 'Start of the music' : 'End of the music')}
              data-testid="music-trim"
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button
                size="small"
                variant="outlined"
                disabled={!track.originalUrl}
                startIcon={player.playing === previewId ? <PauseRounded /> : <PlayArrowRounded />}
                onClick={() =>
                  track.originalUrl && player.toggle(previewId, track.originalUrl, { startMs: trim[0], endMs: trim[1] })
                }
                data-testid="music-trim-preview"
              >
                {player.playing === previewId ? 'Stop' : 'Play from the start'}
              </Button>
              <Typography variant="caption" color="textSecondary">
                At least {MUSIC_MIN_DURATION_SEC} seconds. A new cut is evened out again.
              </Typography>
            </Stack>
            {issues[0] ? <Alert severity="warning">{issues[0].message}</Alert> : null}
          </Stack>
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={save}
          loading={update.isPending}
          disabled={!name.trim() || issues.length > 0}
          data-testid="music-edit-save"
        >
          Save
        </Button>
      </DialogActions>
    </>
  );
}

export function EditTrackDialog({
  track,
  onClose,
  player,
}: {
  track: TMusicTrack | null;
  onClose: () => void;
  player: Player;
}) {
  const close = () => {
    player.stop();
    onClose();
  };
  return (
    <Dialog open={track !== null} onClose={close} fullWidth maxWidth="sm" data-testid="music-edit-dialog">
      {track ? <EditTrackForm key={track.id} track={track} onClose={close} player={player} /> : null}
    </Dialog>
  );
}
