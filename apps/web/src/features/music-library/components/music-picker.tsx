// Picking a library track for a video template or a greeting VIDEO post, with a play preview.
// Only processed tracks are offered; `platformOnly` for what only the platform's music may go on
// (templates, the platform's posts).
import { formatMusicDuration } from '@cardora/contract';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TipIconButton } from '#components/tip-icon-button';
import { useMusicTracks } from '../hooks/use-music';
import { usePlayer } from '../hooks/use-player';

const NONE = '';

export function MusicPicker({
  value,
  onChange,
  platformOnly = false,
  disabled = false,
  label = 'Music from the library',
  helperText,
  testId = 'music-picker',
}: {
  value: string | null;
  onChange: (trackId: string | null) => void;
  platformOnly?: boolean;
  disabled?: boolean;
  label?: string;
  helperText?: string;
  testId?: string;
}) {
  const tracks = useMusicTracks();
  const player = usePlayer();
  const offered = (tracks.data?.list ?? []).filter(
    (track) => track.url !== null && (!platformOnly || track.isPlatform),
  );
  const chosen = offered.find((track) => track.id === value) ?? null;
  const playing = chosen !== null && player.playing === chosen.id;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        select
        fullWidth
        label={label}
        value={chosen ? chosen.id : NONE}
        onChange={(event) => {
          player.stop();
          onChange(event.target.value === NONE ? null : event.target.value);
        }}
        disabled={disabled || tracks.isPending}
        helperText={tracks.isError ? 'The music library could not be loaded.' : helperText}
        error={tracks.isError}
        slotProps={{ htmlInput: { 'data-testid': testId } }}
      >
        <MenuItem value={NONE}>No music from the library</MenuItem>
        {offered.map((track) => (
          <MenuItem key={track.id} value={track.id}>
            {track.name}
            {track.mood ? ` · ${track.mood}` : ''} · {formatMusicDuration(track.durationMs ?? 0)}
          </MenuItem>
        ))}
      </TextField>
      <TipIconButton
        tip={playing ? 'Pause' : 'Play'}
        label={playing ? 'Pause the music' : 'Play the music'}
        icon={playing ? <PauseRounded /> : <PlayArrowRounded />}
        disabled={!chosen?.url}
        wrapDisabled
        onClick={() => chosen?.url && player.toggle(chosen.id, chosen.url)}
        sx={{ mt: 1 }}
      />
    </Stack>
  );
}
