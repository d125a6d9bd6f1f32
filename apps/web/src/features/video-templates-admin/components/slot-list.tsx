import {
  isTextSlot,
  VIDEO_SLOT_ANIMATIONS,
  VIDEO_SLOT_FIELDS,
  VIDEO_SLOT_LABELS,
  type VideoSlotAnimation,
  type VideoSlotField,
} from '@cardora/contract';
import FormatAlignCenterRounded from '@mui/icons-material/FormatAlignCenterRounded';
import FormatAlignLeftRounded from '@mui/icons-material/FormatAlignLeftRounded';
import FormatAlignRightRounded from '@mui/icons-material/FormatAlignRightRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { secondsLabel } from '#features/videos';
import type { TemplateForm } from '../template-form';

type Form = UseFormReturn<TemplateForm>;
type BoxKey = 'x' | 'y' | 'width' | 'height';

const ANIMATION_LABELS: Record<VideoSlotAnimation, string> = {
  none: 'Appears at once',
  fade: 'Fades in',
  'slide-up': 'Slides up',
};
const BOX_LABELS: Record<BoxKey, string> = { x: 'Left %', y: 'Top %', width: 'Width %', height: 'Height %' };

const SLOT_KEYS = ['enabled', 'x', 'y', 'width', 'height', 'start', 'end', 'color', 'background'] as const;

/** The slot's problems by key (the form's checks and the server's), as messages. */
function slotErrors(form: Form, field: VideoSlotField): Partial<Record<(typeof SLOT_KEYS)[number], string>> {
  const errors = form.formState.errors.slots?.[field];
  const messages: Partial<Record<(typeof SLOT_KEYS)[number], string>> = {};
  for (const key of SLOT_KEYS) {
    const message = errors?.[key]?.message;
    if (message) messages[key] = message;
  }
  return messages;
}

function PercentInput({ form, field, name }: { form: Form; field: VideoSlotField; name: BoxKey }) {
  return (
    <Controller
      control={form.control}
      name={`slots.${field}.${name}`}
      render={({ field: input, fieldState }) => (
        <TextField
          label={BOX_LABELS[name]}
          type="number"
          size="small"
          value={Number.isFinite(input.value) ? input.value : ''}
          onChange={(event) => input.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
          onBlur={input.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{
            htmlInput: { min: 0, max: 100, step: 0.5, inputMode: 'decimal', 'data-testid': `slot-${field}-${name}` },
          }}
        />
      )}
    />
  );
}

function ColourInput({
  value,
  onChange,
  label,
  testId,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  testId: string;
  error?: string;
}) {
  return (
    <TextField
      label={label}
      type="color"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? value}
      sx={{ width: 110 }}
      slotProps={{ htmlInput: { 'data-testid': testId, style: { height: 24, padding: '8px 10px' } } }}
    />
  );
}

function SlotDetails({ form, field, duration }: { form: Form; field: VideoSlotField; duration: number }) {
  const { control } = form;
  const errors = slotErrors(form, field);
  const timeError = errors.start ?? errors.end;
  return (
    <Stack spacing={2} sx={{ pt: 1.5 }}>
      <Box sx={{ display: 'grid', gap: 1.25, gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' }}>
        {(['x', 'y', 'width', 'height'] as const).map((key) => (
          <PercentInput key={key} form={form} field={field} name={key} />
        ))}
      </Box>
      <Controller
        control={control}
        name={`slots.${field}.start`}
        render={({ field: start }) => (
          <Controller
            control={control}
            name={`slots.${field}.end`}
            render={({ field: end }) => {
              const from = Number.isFinite(start.value) ? start.value : 0;
              const to = Number.isFinite(end.value) ? end.value : duration;
              return (
                <Box sx={{ px: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    On screen {secondsLabel(from)} – {secondsLabel(to)}
                  </Typography>
                  <Slider
                    value={[Math.min(from, duration), Math.min(to, duration)]}
                    min={0}
                    max={Math.max(0.1, duration)}
                    step={0.1}
                    disableSwap
                    onChange={(_event, value) => {
                      if (!Array.isArray(value)) return;
                      start.onChange(value[0]);
                      end.onChange(value[1]);
                    }}
                    valueLabelDisplay="auto"
                    valueLabelFormat={(value) => secondsLabel(value)}
                    getAriaLabel={(index) =>
                      index === 0 ? `${VIDEO_SLOT_LABELS[field]} starts` : `${VIDEO_SLOT_LABELS[field]} ends`
                    }
                    data-testid={`slot-${field}-time`}
                  />
                  {timeError ? <FormHelperText error>{timeError}</FormHelperText> : null}
                </Box>
              );
            }}
          />
        )}
      />
      <Controller
        control={control}
        name={`slots.${field}.animation`}
        render={({ field: input }) => (
          <TextField
            select
            size="small"
            label="How it comes on"
            value={input.value}
            onChange={(event) => input.onChange(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': `slot-${field}-animation` } }}
          >
            {VIDEO_SLOT_ANIMATIONS.map((animation) => (
              <MenuItem key={animation} value={animation}>
                {ANIMATION_LABELS[animation]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {isTextSlot(field) ? (
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <Controller
            control={control}
            name={`slots.${field}.color`}
            render={({ field: input, fieldState }) => (
              <ColourInput
                label="Text"
                value={input.value}
                onChange={input.onChange}
                testId={`slot-${field}-color`}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name={`slots.${field}.background`}
            render={({ field: input, fieldState }) => (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <FormControlLabel
                  sx={{ mr: 0.5 }}
                  control={
                    <Switch
                      size="small"
                      checked={input.value !== null}
                      onChange={(_event, checked) => input.onChange(checked ? '#1e63d6' : null)}
                      data-testid={`slot-${field}-band`}
                    />
                  }
                  label="Band"
                />
                {input.value !== null ? (
                  <ColourInput
                    label="Band"
                    value={input.value}
                    onChange={input.onChange}
                    testId={`slot-${field}-background`}
                    error={fieldState.error?.message}
                  />
                ) : null}
              </Stack>
            )}
          />
          <Controller
            control={control}
            name={`slots.${field}.bold`}
            render={({ field: input }) => (
              <FormControlLabel
                control={
                  <Switch size="small" checked={input.value} onChange={(_e, checked) => input.onChange(checked)} />
                }
                label="Bold"
              />
            )}
          />
          <Controller
            control={control}
            name={`slots.${field}.align`}
            render={({ field: input }) => (
              <ToggleButtonGroup
                exclusive
                size="small"
                value={input.value}
                onChange={(_event, value: 'left' | 'center' | 'right' | null) => {
                  if (value) input.onChange(value);
                }}
                aria-label="Alignment"
              >
                <ToggleButton value="left" aria-label="Left">
                  <FormatAlignLeftRounded fontSize="small" />
                </ToggleButton>
                <ToggleButton value="center" aria-label="Centre">
                  <FormatAlignCenterRounded fontSize="small" />
                </ToggleButton>
                <ToggleButton value="right" aria-label="Right">
                  <FormatAlignRightRounded fontSize="small" />
                </ToggleButton>
              </ToggleButtonGroup>
            )}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

/**
 * Every field a template can show, each with a switch; the chosen one opens its place (per cent
 * of the frame), its time on screen, how it comes on and, for text, its colours, weight and
 * alignment. Problems (the form's or the server's) show on the slot they are about.
 */
export function SlotList({
  form,
  duration,
  selected,
  onSelect,
}: {
  form: Form;
  duration: number;
  selected: VideoSlotField | null;
  onSelect: (field: VideoSlotField) => void;
}) {
  const slots = useWatch({ control: form.control, name: 'slots' });
  return (
    <Stack spacing={1} data-testid="slot-list">
      {VIDEO_SLOT_FIELDS.map((field) => {
        const draft = slots[field];
        const errors = slotErrors(form, field);
        const hasError = Object.keys(errors).length > 0;
        const open = selected === field && draft.enabled;
        return (
          <Card
            key={field}
            variant="outlined"
            sx={{ p: 1.25, borderColor: hasError ? 'error.main' : open ? 'primary.main' : 'divider' }}
            data-testid={`slot-row-${field}`}
          >
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              <Controller
                control={form.control}
                name={`slots.${field}.enabled`}
                render={({ field: input }) => (
                  <Switch
                    checked={input.value}
                    onChange={(_event, checked) => {
                      input.onChange(checked);
                      if (checked) onSelect(field);
                    }}
                    slotProps={{ input: { 'aria-label': `Show ${VIDEO_SLOT_LABELS[field]}` } }}
                    data-testid={`slot-${field}-enabled`}
                  />
                )}
              />
              <ButtonBase
                onClick={() => onSelect(field)}
                disabled={!draft.enabled}
                sx={{ flex: 1, justifyContent: 'space-between', textAlign: 'left', py: 0.5, borderRadius: 1, gap: 1 }}
              >
                <Typography sx={{ fontWeight: 600, color: draft.enabled ? 'text.primary' : 'text.disabled' }}>
                  {VIDEO_SLOT_LABELS[field]}
                </Typography>
                {draft.enabled ? (
                  <Typography variant="caption" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
                    {Number.isFinite(draft.start) ? secondsLabel(draft.start) : '?'} –{' '}
                    {Number.isFinite(draft.end) ? secondsLabel(draft.end) : '?'}
                  </Typography>
                ) : null}
              </ButtonBase>
            </Stack>
            {errors.enabled ? (
              <FormHelperText error sx={{ mx: 1 }}>
                {errors.enabled}
              </FormHelperText>
            ) : null}
            {hasError && !open ? (
              <FormHelperText error sx={{ mx: 1 }} data-testid={`slot-${field}-has-error`}>
                {Object.values(errors)[0] ?? 'Check this slot.'}
              </FormHelperText>
            ) : null}
            <Collapse in={open} unmountOnExit>
              <SlotDetails form={form} field={field} duration={duration} />
            </Collapse>
          </Card>
        );
      })}
    </Stack>
  );
}
