import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

interface FormSwitchProps<T extends FieldValues, C, O> {
  name: Path<T>;
  control: Control<T, C, O>;
  label: string;
  testId?: string;
}

/** A yes/no field as a switch with its label. */
export function FormSwitch<T extends FieldValues, C, O>({ name, control, label, testId }: FormSwitchProps<T, C, O>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          sx={{ mx: 0, justifyContent: 'space-between', gap: 1 }}
          labelPlacement="start"
          label={label}
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(_event, checked) => field.onChange(checked)}
              slotProps={{ input: { 'aria-label': label } }}
              data-testid={testId}
            />
          }
        />
      )}
    />
  );
}
