import { YEAR_ESTABLISHED_MIN } from '@cardora/contract';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#i18n/format';
import { SectionTextField } from '../section-fields';
import type { SectionFieldsProps } from '../section-shell';

const MAX_TEXT = 3000;

/** About us: a short story of the business and the year it started. */
export function AboutFields({ form }: SectionFieldsProps<'aboutUs'>) {
  const { t } = useTranslation('editor');
  const format = useFormat();
  const text = useWatch({ control: form.control, name: 'text' });
  const length = typeof text === 'string' ? text.length : 0;
  return (
    <>
      <SectionTextField
        form={form}
        name="text"
        words="about.text"
        multiline
        minRows={4}
        maxRows={14}
        helperText={t('about.textHelp', { length: format.count(length), max: format.count(MAX_TEXT) })}
        max={MAX_TEXT}
        testId="about-text"
      />
      <SectionTextField
        form={form}
        name="yearEstablished"
        words="about.year"
        type="number"
        keyboard="numeric"
        sx={{ maxWidth: 240 }}
        slotProps={{ htmlInput: { min: YEAR_ESTABLISHED_MIN, max: new Date().getFullYear() } }}
        testId="about-year"
      />
    </>
  );
}
