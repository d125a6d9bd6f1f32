import { OTP_LENGTH } from '@cardora/contract/auth';
import Box from '@mui/material/Box';
import { alpha, keyframes } from '@mui/material/styles';
import { type ChangeEvent, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';

const blink = keyframes`50% { opacity: 0; }`;

interface OtpInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Called once all six digits are in (typed, pasted or autofilled). */
  onComplete: (code: string) => void;
  error?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  describedBy?: string;
}

/**
 * One real input drawn as six boxes: paste, SMS autofill (one-time-code) and the numeric
 * keypad all work as with a normal field, and screen readers hear one "6-digit code" field.
 */
export function OtpInput({ value, onChange, onComplete, error, disabled, inputRef, describedBy }: OtpInputProps) {
  const { t } = useTranslation('auth');
  const [focused, setFocused] = useState(false);
  const activeIndex = Math.min(value.length, OTP_LENGTH - 1);
  return (
    <Box sx={{ position: 'relative', width: '100%', maxWidth: 380, mx: 'auto' }}>
      <Box
        aria-hidden
        sx={{ display: 'grid', gridTemplateColumns: `repeat(${OTP_LENGTH}, 1fr)`, gap: { xs: 1, sm: 1.25 } }}
      >
        {Array.from({ length: OTP_LENGTH }, (_, index) => {
          const digit = value[index];
          const active = focused && index === activeIndex;
          return (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items
              key={index}
              sx={(theme) => ({
                height: { xs: 54, sm: 60 },
                borderRadius: '12px',
                border: 2,
                borderColor: error ? 'error.main' : active ? 'primary.main' : digit ? 'text.secondary' : 'divider',
                bgcolor: disabled ? 'action.hover' : 'background.paper',
                boxShadow: active ? `0 0 0 4px ${alpha(theme.palette.primary.main, 0.15)}` : 'none',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                fontSize: 26,
                fontWeight: 600,
                fontVariantNumeric: 'tabular-nums',
                color: 'text.primary',
                transition: 'border-color 120ms, box-shadow 120ms',
              })}
            >
              {digit ??
                (active ? (
                  <Box
                    component="span"
                    sx={{ width: 2, height: 26, bgcolor: 'primary.main', animation: `${blink} 1s step-end infinite` }}
                  />
                ) : null)}
            </Box>
          );
        })}
      </Box>
      <Box
        component="input"
        ref={inputRef}
        value={value}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH);
          onChange(digits);
          if (digits.length === OTP_LENGTH && digits !== value) onComplete(digits);
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
        aria-label={t('otp.codeLabel', { count: OTP_LENGTH })}
        aria-invalid={error || undefined}
        aria-describedby={describedBy}
        data-testid="otp-input"
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          border: 0,
          outline: 'none',
          background: 'transparent',
          color: 'transparent',
          caretColor: 'transparent',
          fontSize: 16,
          letterSpacing: '2em',
          cursor: disabled ? 'default' : 'text',
          '&::selection': { background: 'transparent' },
        }}
      />
    </Box>
  );
}
