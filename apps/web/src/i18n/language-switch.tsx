// The language switch: in the customer drawer, the account page and on the
// sign-in pages. Each language is named in its own script, so a reader finds theirs.
import { isLanguageCode, LANGUAGES } from '@cardora/contract/auth';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from './i18n';

export function LanguageSwitch({
  size = 'small',
  fullWidth = false,
}: {
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}) {
  const { t, i18n } = useTranslation('common');
  const current = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <ToggleButtonGroup
      exclusive
      size={size}
      fullWidth={fullWidth}
      value={current}
      aria-label={t('language')}
      onChange={(_, value: unknown) => {
        if (isLanguageCode(value)) void chooseLanguage(value);
      }}
      data-testid="language-switch"
    >
      {LANGUAGES.map((language) => (
        <ToggleButton
          key={language.code}
          value={language.code}
          lang={language.code}
          sx={{ textTransform: 'none', px: 1.5 }}
        >
          {language.nativeName}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
