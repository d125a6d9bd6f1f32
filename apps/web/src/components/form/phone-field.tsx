import ArrowDropDownRounded from '@mui/icons-material/ArrowDropDownRounded';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import { lazy, Suspense, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessage } from '#i18n/use-message';
import { useDefaultCountryCode } from './phone-country';
import { callingCodeOf, joinPhone, splitPhone } from './phone-number';
import { TextInput, type TextInputProps } from './text-input';

const loadMenu = () => import('./country-code-menu');
const CountryCodeMenu = lazy(async () => ({ default: (await loadMenu()).CountryCodeMenu }));

export type PhoneFieldProps<T extends FieldValues, C, O> = {
  name: Path<T>;
  control: Control<T, C, O>;
  testId?: string;
  /**
   * The code a new number starts with; null makes the person choose one. By default the
   * nearest PhoneCountryScope's owner or the signed-in person decides (+91 unless foreign).
   */
  defaultCountryCode?: string | null;
} & Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'type'>;

/**
 * A phone number: the country code as a button in front (a menu of common codes), the national
 * number typed after it; typing "+" first takes a whole number in any other code. Foreign users
 * get no silent +91: their own phone's code, or they choose.
 */
export function PhoneField<T extends FieldValues, C, O>({
  name,
  control,
  testId,
  helperText,
  defaultCountryCode,
  disabled,
  ...props
}: PhoneFieldProps<T, C, O>) {
  const { t } = useTranslation('common');
  const translate = useMessage();
  const contextCode = useDefaultCountryCode();
  const { field, fieldState } = useController({ name, control });
  // The code the person picked, or the one the saved number starts with.
  const [chosen, setChosen] = useState<string | null>(() => callingCodeOf(field.value));
  // The value as this field last set or saw it: a different one was set from outside (a reset,
  // "Same as phone 1"), and its code, when we list it, becomes the field's.
  const [seen, setSeen] = useState<unknown>(field.value);
  if (field.value !== seen) {
    setSeen(field.value);
    const known = callingCodeOf(field.value);
    if (known && known !== chosen) setChosen(known);
  }
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuWanted, setMenuWanted] = useState(false);
  const code = chosen ?? (defaultCountryCode === undefined ? contextCode : defaultCountryCode);
  const parts = splitPhone(field.value, code);
  const showsCode = !parts.rest.startsWith('+');
  const needsCode = showsCode && parts.code === null;

  const change = (value: string) => {
    setSeen(value);
    field.onChange(value);
  };
  const pick = (picked: string) => {
    setChosen(picked);
    setAnchor(null);
    if (parts.rest !== '') change(joinPhone(picked, parts.rest));
  };

  return (
    <>
      <TextInput
        {...props}
        disabled={disabled}
        type="tel"
        name={field.name}
        value={parts.rest}
        onChange={(event) => change(joinPhone(parts.code, event.target.value))}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={Boolean(fieldState.error)}
        helperText={
          fieldState.error?.message
            ? translate(fieldState.error.message)
            : needsCode
              ? t('phone.chooseCodeHelp')
              : helperText
        }
        slotProps={{
          input: {
            startAdornment: showsCode ? (
              <InputAdornment position="start" sx={{ mr: 0.5 }}>
                <Button
                  size="small"
                  color={needsCode && fieldState.error ? 'error' : 'inherit'}
                  disabled={disabled}
                  endIcon={<ArrowDropDownRounded />}
                  aria-label={parts.code ? t('phone.changeCode', { code: parts.code }) : t('phone.chooseCode')}
                  aria-haspopup="menu"
                  data-testid={testId ? `${testId}-code` : undefined}
                  onPointerEnter={() => void loadMenu().catch(() => undefined)}
                  onClick={(event) => {
                    setMenuWanted(true);
                    setAnchor(event.currentTarget);
                  }}
                  sx={{
                    minWidth: 0,
                    px: 0.5,
                    ml: -0.5,
                    fontWeight: 400,
                    fontSize: 'inherit',
                    color: parts.code ? 'text.primary' : undefined,
                    '& .MuiButton-endIcon': { ml: 0 },
                  }}
                >
                  {parts.code ?? t('phone.code')}
                </Button>
              </InputAdornment>
            ) : undefined,
          },
          htmlInput: { inputMode: 'tel', autoComplete: 'tel', maxLength: 20, 'data-testid': testId },
        }}
      />
      {menuWanted ? (
        <Suspense fallback={null}>
          <CountryCodeMenu anchor={anchor} selected={parts.code ?? ''} onPick={pick} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
