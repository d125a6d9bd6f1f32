import AddRounded from '@mui/icons-material/AddRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FieldValues, type Path, type PathValue, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessage } from '#i18n/use-message';
import { FormTextField } from './form-text-field';
import { PhoneField } from './phone-field';

interface FormStringListProps<T extends FieldValues, C, O> {
  form: UseFormReturn<T, C, O>;
  /** A list of strings in the form. */
  name: Path<T>;
  /** Phones always show the first field (it cannot be removed); e-mails may be none. */
  kind: 'phone' | 'email';
  /** Each field's test id is `<testId>-<index>`; Add's is `add-<testId>`. */
  testId: string;
  /** For phones: the code a new number starts with (see PhoneField). */
  defaultCountryCode?: string | null;
}

/** A card shows at most three phone numbers and three e-mails. */
const MAX_ITEMS = 3;

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : '')) : [];
}

/**
 * Up to three phones or e-mails, one field each by position, with Add while there is room and Remove
 * on each; the list's own error (the same number twice) under them.
 */
export function FormStringList<T extends FieldValues, C, O>(props: FormStringListProps<T, C, O>) {
  const { form, name, kind, testId, defaultCountryCode } = props;
  const { t } = useTranslation('common');
  const inLanguage = useMessage();
  const values = stringsOf(useWatch({ control: form.control, name }));
  const shown = kind === 'phone' && values.length === 0 ? [''] : values;
  const set = (next: string[]) =>
    form.setValue(name, next as PathValue<T, Path<T>>, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  const listError = form.getFieldState(name, form.formState).error?.message;
  return (
    <Stack spacing={1.5}>
      {shown.map((_value, index) => {
        const item = `${name}.${index}` as Path<T>;
        const label = t(`${kind}.numbered`, { number: index + 1 });
        return (
          // Positions, not entities: the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions 1..3
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            {kind === 'phone' ? (
              <PhoneField
                control={form.control}
                name={item}
                label={label}
                testId={`${testId}-${index}`}
                defaultCountryCode={defaultCountryCode}
              />
            ) : (
              <FormTextField
                control={form.control}
                name={item}
                label={label}
                type="email"
                autoComplete="email"
                slotProps={{
                  htmlInput: { inputMode: 'email', autoCapitalize: 'none', 'data-testid': `${testId}-${index}` },
                }}
              />
            )}
            {kind === 'email' || index > 0 ? (
              <IconButton
                aria-label={t(`${kind}.remove`, { number: index + 1 })}
                onClick={() => set(shown.filter((_, i) => i !== index))}
                sx={{ mt: 1 }}
              >
                <CloseRounded />
              </IconButton>
            ) : null}
          </Stack>
        );
      })}
      {listError ? (
        <Typography variant="caption" color="error" role="alert">
          {inLanguage(listError)}
        </Typography>
      ) : null}
      {shown.length < MAX_ITEMS ? (
        <Button
          size="small"
          startIcon={<AddRounded />}
          onClick={() => set([...shown, ''])}
          sx={{ alignSelf: 'flex-start' }}
          data-testid={`add-${testId}`}
        >
          {t(`${kind}.add`)}
        </Button>
      ) : null}
    </Stack>
  );
}
