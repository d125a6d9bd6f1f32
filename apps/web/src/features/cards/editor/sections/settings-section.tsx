import {
  CARD_LANGUAGES,
  CARD_SECTIONS,
  type CardSection,
  DEFAULT_LANGUAGE,
  isLanguageCode,
  type TCardSettings,
} from '@cardora/contract';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSwitch } from '#components/form/form-switch';
import { FormTextField } from '#components/form/form-text-field';
import { useFormat } from '#i18n/format';
import { FieldsHeading, SectionSelectField, SectionTextField } from '../section-fields';
import type { SectionFieldsProps, SectionFormValues } from '../section-shell';

type In = SectionFormValues<'settings'>;
const SEO_TITLE_MAX = 70;
const SEO_DESCRIPTION_MAX = 160;
/** Each language in its own script, so an owner finds theirs whatever the panel's language. */
const LANGUAGE_OPTIONS = CARD_LANGUAGES.map((language) => ({ value: language.code, label: language.nativeName }));

function lengthOf(value: unknown): number {
  return typeof value === 'string' ? value.length : 0;
}

/**
 * Every section key present (undefined = the default heading), as the heading fields hold
 * them: otherwise the form would compare the server's `{}` with `{ contact: undefined, … }`
 * and stay "Unsaved" after a save.
 */
export function settingsFormValues(settings: TCardSettings): In {
  return {
    ...settings,
    headings: Object.fromEntries(CARD_SECTIONS.map((section) => [section, settings.headings[section]])),
  };
}

/** Settings: the card's language, sections shown and their headings, SEO text, the save-contact button. */
export function SettingsFields({ form }: SectionFieldsProps<'settings'>) {
  const { t } = useTranslation('editor');
  const format = useFormat();
  const hidden = useWatch({ control: form.control, name: 'hiddenSections' }) ?? [];
  const [seoTitle, seoDescription, cardLanguage] = useWatch({
    control: form.control,
    name: ['seoTitle', 'seoDescription', 'language'],
  });
  // An empty heading field shows what the card itself will say: its default, in the card's language.
  const { t: tCard } = useTranslation('editor', {
    lng: isLanguageCode(cardLanguage) ? cardLanguage : DEFAULT_LANGUAGE,
    useSuspense: false,
  });

  const toggle = (section: CardSection, show: boolean) => {
    const next = show ? hidden.filter((item) => item !== section) : [...hidden, section];
    form.setValue('hiddenSections', next, { shouldDirty: true });
  };

  return (
    <>
      <SectionSelectField
        form={form}
        name="language"
        words="settings.language"
        helperText={t('settings.languageHelp')}
        options={LANGUAGE_OPTIONS}
        testId="settings-language"
      />
      <Divider />
      <Box>
        <FieldsHeading words="settings.sectionsTitle" />
        <Typography variant="caption" color="textSecondary">
          {t('settings.sectionsHelp')}
        </Typography>
      </Box>
      {CARD_SECTIONS.map((section) => {
        const alwaysShown = section === 'basicDetails';
        const name = t(`settings.sections.${section}`);
        return (
          <Stack key={section} direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
            <Switch
              checked={alwaysShown || !hidden.includes(section)}
              disabled={alwaysShown}
              onChange={(_event, checked) => toggle(section, checked)}
              slotProps={{ input: { 'aria-label': t('settings.show', { section: name }) } }}
              data-testid={`settings-show-${section}`}
            />
            <FormTextField
              control={form.control}
              name={`headings.${section}`}
              size="small"
              label={t('settings.headingFor', { section: name })}
              placeholder={tCard(`settings.sections.${section}`)}
              // An empty heading means "use the default", so it is left out rather than sent empty.
              parse={(typed) => (typed === '' ? undefined : typed)}
              slotProps={{ htmlInput: { maxLength: 40, 'data-testid': `settings-heading-${section}` } }}
            />
          </Stack>
        );
      })}
      <Divider />
      <FieldsHeading words="settings.seo" />
      <SectionTextField
        form={form}
        name="seoTitle"
        words="settings.pageTitle"
        helperText={t('settings.pageTitleHelp', {
          length: format.count(lengthOf(seoTitle)),
          max: format.count(SEO_TITLE_MAX),
        })}
        max={SEO_TITLE_MAX}
        testId="settings-seo-title"
      />
      <SectionTextField
        form={form}
        name="seoDescription"
        words="settings.seoDescription"
        multiline
        minRows={2}
        helperText={`${format.count(lengthOf(seoDescription))}/${format.count(SEO_DESCRIPTION_MAX)}`}
        max={SEO_DESCRIPTION_MAX}
        testId="settings-seo-description"
      />
      <Divider />
      <FormSwitch
        control={form.control}
        name="showSaveContact"
        label={t('settings.saveContact')}
        testId="settings-save-contact"
      />
    </>
  );
}
