import ArrowDropDownRounded from '@mui/icons-material/ArrowDropDownRounded';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { lazy, Suspense, useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { asCallingCode } from '#components/form/country-codes';
import { TextInput } from '#components/form/text-input';

const loadMenu = () => import('#components/form/country-code-menu');
const CountryCodeMenu = lazy(async () => ({ default: (await loadMenu()).CountryCodeMenu }));

interface CountryCodeFieldProps<T extends FieldValues, C, O> {
  name: Path<T>;
  control: Control<T, C, O>;
  disabled?: boolean;
}

/** A compact, typeable country-code field with a menu of common codes. */
export function CountryCodeField<T extends FieldValues, C, O>({
  name,
  control,
  disabled,
}: CountryCodeFieldProps<T, C, O>) {
  const { t } = useTranslation('auth');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so it can play its closing transition.
  const [menuWanted, setMenuWanted] = useState(false);
  const preload = () => {
    loadMenu().catch(() => undefined);
  };
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <>
          <TextInput
            label={t('countryCode.label')}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(asCallingCode(event.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={disabled}
            sx={{ width: 112, flexShrink: 0 }}
            slotProps={{
              htmlInput: {
                inputMode: 'tel',
                autoComplete: 'tel-country-code',
                'aria-label': t('countryCode.aria'),
                'data-testid': 'country-code',
                maxLength: 5,
              },
              input: {
                endAdornment: (
                  <InputAdornment position="end" sx={{ ml: 0 }}>
                    <IconButton
                      edge="end"
                      size="small"
                      aria-label={t('countryCode.choose')}
                      aria-haspopup="menu"
                      disabled={disabled}
                      onPointerEnter={preload}
                      onFocus={preload}
                      onClick={(event) => {
                        setMenuWanted(true);
                        setAnchor(event.currentTarget);
                      }}
                    >
                      <ArrowDropDownRounded />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          {menuWanted ? (
            <Suspense fallback={null}>
              <CountryCodeMenu
                anchor={anchor}
                selected={field.value}
                onPick={(code) => {
                  field.onChange(code);
                  setAnchor(null);
                }}
                onClose={() => setAnchor(null)}
              />
            </Suspense>
          ) : null}
        </>
      )}
    />
  );
}
