import { YEAR_ESTABLISHED_MIN } from '@cardora/contract';
import InfoRounded from '@mui/icons-material/InfoRounded';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '#components/form/form-text-field';
import { useFormat } from '#i18n/format';
import type { SectionProps } from '../section-props';
import { CardSectionEditor, type SectionFieldsProps } from '../section-shell';

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

/** About us: a short story of the business and the year it started. */
export function AboutSection(props: SectionProps) {
  const { t } = useTranslation('editor');
  const year = props.card?.sections.aboutUs.yearEstablished;
  return (
    <CardSectionEditor
      {...props}
      section="aboutUs"
      description={year ? t('about.since', { year }) : t('about.description')}
      icon={<InfoRounded />}
      savedText={t('about.saved')}
      spacing={2.25}
      Fields={AboutFields}
    />
  );
}
