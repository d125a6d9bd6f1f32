import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type FieldValues, type Path, type PathValue, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField } from './phone-field';

interface WhatsappFieldProps<T extends FieldValues & { whatsappNumber?: unknown }, C, O> {
  /** A form with a `whatsappNumber`. */
  form: UseFormReturn<T, C, O>;
  /** The form's list of phone numbers, whose first one the button copies. */
  phones: Path<T>;
  testId: string;
  defaultCountryCode?: string | null;
}

/** The WhatsApp number, with a button that copies the first phone number into it (most shops use one number). */
export function WhatsappField<T extends FieldValues & { whatsappNumber?: unknown }, C, O>(
  props: WhatsappFieldProps<T, C, O>,
) {
  const { form, phones, testId, defaultCountryCode } = props;
  const { t } = useTranslation('common');
  const name = 'whatsappNumber' as Path<T>;
  const listed: unknown = useWatch({ control: form.control, name: phones });
  const first = Array.isArray(listed) && typeof listed[0] === 'string' ? listed[0] : '';
  return (
    <Stack spacing={0.5}>
      <PhoneField
        control={form.control}
        name={name}
        label={t('phone.whatsapp')}
        testId={testId}
        defaultCountryCode={defaultCountryCode}
      />
      <Button
        size="small"
        onClick={() => form.setValue(name, first as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: true })}
        disabled={!first}
        sx={{ alignSelf: 'flex-start' }}
        data-testid={`${testId}-same`}
      >
        {t('phone.sameAsFirst')}
      </Button>
    </Stack>
  );
}
