import TranslateRounded from '@mui/icons-material/TranslateRounded';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '#i18n/language-switch';
import { AccountSection } from './account-section';

/** The panel's language on this device (docs/product-rules.md#hindi-mode): English or Hindi, kept for the next visit. */
export function LanguageCard() {
  const { t } = useTranslation(['customer', 'common']);
  return (
    <AccountSection
      title={t('common:language')}
      icon={<TranslateRounded />}
      testId="account-language"
      hint={t('account.languageHint')}
    >
      <Box sx={{ maxWidth: 360 }}>
        <LanguageSwitch fullWidth />
      </Box>
    </AccountSection>
  );
}
