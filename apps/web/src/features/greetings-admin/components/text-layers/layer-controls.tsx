// The chosen layer's text in the language being edited, and its look: role, alignment,
// weight, colour, shadow and band.
import {
  IMAGE_POST_LANGUAGE_NAMES,
  type ImagePostLanguage,
  TEXT_LAYER_ALIGNS,
  TEXT_LAYER_ROLES,
  TEXT_LAYER_TEXT_MAX,
} from '@cardora/contract';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { type EditorLayer, LANGUAGE_FONTS, ROLE_LABELS } from './layer-model';

const ALIGN_LABELS = { left: 'Left', center: 'Centre', right: 'Right' } as const;
const VERTICAL_LABELS = { top: 'Top', middle: 'Middle', bottom: 'Bottom' } as const;

export function LayerControls({
  layer,
  index,
  language,
  onChange,
  onRemove,
  disabled,
}: {
  layer: EditorLayer;
  index: number;
  language: ImagePostLanguage;
  onChange: (layer: EditorLayer) => void;
  onRemove: () => void;
  disabled: boolean;
}) {
  const text = layer.texts[language] ?? '';
  const length = [...text].length;
  return (
    <Stack spacing={2} data-testid={`text-layer-controls-${index}`}>
      <TextField
        label={`${ROLE_LABELS[layer.role]} in ${IMAGE_POST_LANGUAGE_NAMES[language]}`}
        value={text}
        multiline
        minRows={1}
        maxRows={4}
        disabled={disabled}
        onChange={(event) => onChange({ ...layer, texts: { ...layer.texts, [language]: event.target.value } })}
        error={length > TEXT_LAYER_TEXT_MAX}
        helperText={`${length} / ${TEXT_LAYER_TEXT_MAX}${text ? '' : ' · Leave empty to show nothing in this language'}`}
        slotProps={{
          htmlInput: {
            'data-testid': `text-layer-text-${index}`,
            lang: language,
            style: { fontFamily: LANGUAGE_FONTS[language] },
          },
        }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Role"
          value={layer.role}
          disabled={disabled}
          onChange={(event) => onChange({ ...layer, role: event.target.value as EditorLayer['role'] })}
          sx={{ minWidth: 150 }}
          slotProps={{ htmlInput: { 'data-testid': `text-layer-role-${index}` } }}
        >
          {TEXT_LAYER_ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {ROLE_LABELS[role]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Text colour"
          type="color"
          value={layer.color}
          disabled={disabled}
          onChange={(event) => onChange({ ...layer, color: event.target.value })}
          sx={{ minWidth: 120 }}
        />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={layer.align}
          disabled={disabled}
          aria-label="Alignment"
          onChange={(_event, value: EditorLayer['align'] | null) => value && onChange({ ...layer, align: value })}
        >
          {TEXT_LAYER_ALIGNS.map((align) => (
            <ToggleButton key={align} value={align}>
              {ALIGN_LABELS[align]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={layer.verticalAlign}
          disabled={disabled}
          aria-label="Position in the box"
          onChange={(_event, value: EditorLayer['verticalAlign'] | null) =>
            value && onChange({ ...layer, verticalAlign: value })
          }
        >
          {(['top', 'middle', 'bottom'] as const).map((value) => (
            <ToggleButton key={value} value={value}>
              {VERTICAL_LABELS[value]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={layer.weight}
          disabled={disabled}
          aria-label="Weight"
          onChange={(_event, value: EditorLayer['weight'] | null) => value && onChange({ ...layer, weight: value })}
        >
          <ToggleButton value="regular">Regular</ToggleButton>
          <ToggleButton value="bold" sx={{ fontWeight: 700 }}>
            Bold
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={layer.shadow}
              disabled={disabled}
              onChange={(_e, shadow) => onChange({ ...layer, shadow })}
            />
          }
          label="Shadow"
        />
        <FormControlLabel
          control={
            <Switch
              checked={layer.band !== null}
              disabled={disabled}
              onChange={(_e, on) => onChange({ ...layer, band: on ? '#000000' : null })}
            />
          }
          label="Band behind the text"
        />
        {layer.band !== null ? (
          <TextField
            label="Band colour"
            type="color"
            size="small"
            value={layer.band}
            disabled={disabled}
            onChange={(event) => onChange({ ...layer, band: event.target.value })}
            sx={{ width: 120 }}
          />
        ) : null}
      </Stack>
      <Button
        color="error"
        onClick={onRemove}
        disabled={disabled}
        sx={{ alignSelf: 'flex-start' }}
        data-testid={`text-layer-remove-${index}`}
      >
        Remove this layer
      </Button>
    </Stack>
  );
}
