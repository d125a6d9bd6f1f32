import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormNumberField } from '#components/form/form-number-field';
import { FormTextField } from '#components/form/form-text-field';

/** A plan's name, validity (whole years) and price (₹): the same three fields whichever form sets a plan. */
export function PlanBasicsFields<T extends FieldValues, C, O>({
  control,
  nameLabel,
  testIdPrefix,
  priceFirst = false,
}: {
  control: Control<T, C, O>;
  nameLabel: string;
  /** 'plan-form' gives plan-form-name, plan-form-validity, plan-form-price. */
  testIdPrefix: string;
  priceFirst?: boolean;
}) {
  const validity = (
    <FormNumberField
      control={control}
      name={'validity' as Path<T>}
      label="Validity"
      required
      testId={`${testIdPrefix}-validity`}
      slotProps={{ input: { endAdornment: <InputAdornment position="end">years</InputAdornment> } }}
    />
  );
  const price = (
    <FormNumberField
      control={control}
      name={'priceRupees' as Path<T>}
      label="Price"
      required
      decimals
      testId={`${testIdPrefix}-price`}
      slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }}
    />
  );
  return (
    <>
      <FormTextField
        control={control}
        name={'name' as Path<T>}
        label={nameLabel}
        required
        slotProps={{ htmlInput: { maxLength: 80, 'data-testid': `${testIdPrefix}-name` } }}
      />
      <Stack direction="row" spacing={2}>
        {priceFirst ? price : validity}
        {priceFirst ? validity : price}
      </Stack>
    </>
  );
}
