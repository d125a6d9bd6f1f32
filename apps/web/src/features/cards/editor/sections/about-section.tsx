import { YEAR_ESTABLISHED_MIN } from '@cardora/contract';
import InfoRounded from '@mui/icons-material/InfoRounded';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '#components/form/form-text-field';
import { useFormat } from '#i18n/format';
import type { SectionProps } from '../section-props';
import { SectionEditor, type SectionFieldsProps, type SectionSpec } from '../section-shell';

const MAX_TEXT = 3000;

function AboutFields({ form }: SectionFieldsProps<'aboutUs'>) {
  const { t } = useTranslation('editor');
  const format = useFormat();
  const text = useWatch({ control: form.control, name: 'text' });
  const length = typeof text === 'string' ? text.length : 0;
  return (
    <>
      <FormTextField
        control={form.control}
        name="text"
        label={t('about.text')}
        multiline
        minRows={4}
        maxRows={14}
        helperText={t('about.textHelp', { length: format.count(length), max: format.count(MAX_TEXT) })}
        slotProps={{ htmlInput: { maxLength: MAX_TEXT, 'data-testid': 'about-text' } }}
      />
      <FormTextField
        control={form.control}
        name="yearEstablished"
        label={t('about.year')}
        type="number"
        sx={{ maxWidth: 240 }}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            min: YEAR_ESTABLISHED_MIN,
            max: new Date().getFullYear(),
            'data-testid': 'about-year',
          },
        }}
      />
    </>
  );
}

const ABOUT_SECTION: SectionSpec<'aboutUs'> = {
  section: 'aboutUs',
  words: 'about',
  icon: <InfoRounded />,
  spacing: 2.25,
  Fields: AboutFields,
  summary: ({ yearEstablished: year }, t) => (year ? t('about.since', { year }) : null),
};

/** About us: a short story of the business and the year it started. */
export function AboutSection(props: SectionProps) {
  return <SectionEditor {...props} spec={ABOUT_SECTION} />;
}
