// The fields a card section's form is made of. Each takes the section's form and the key of its
// label in the editor's words, so a section's layout reads as a list of what it asks for.
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { createContext, useContext } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormSelectField, type FormSelectFieldProps } from '#components/form/form-select-field';
import { FormTextField, type FormTextFieldProps } from '#components/form/form-text-field';
import { ImageUploadField, type ImageUploadFieldProps } from '../components/image-upload-field';
import { maxLengthAt } from './section-limits';

/** How a field is typed on a phone: the keyboard it opens and whether it capitalises. */
const KEYBOARDS = {
  url: { inputMode: 'url', autoCapitalize: 'none' },
  email: { inputMode: 'email', autoCapitalize: 'none' },
  numeric: { inputMode: 'numeric' },
  /** An id typed as it is (a UPI id): no capitals, no spelling marks. */
  code: { autoCapitalize: 'none', spellCheck: false },
} satisfies Record<string, InputBaseComponentProps>;

/** The contract schema of the section whose form the fields are in (the shell provides it). */
export const SectionSchemaContext = createContext<z.ZodType | null>(null);

/** What every section field takes instead of `control` and `label`. */
interface SectionBound<T extends FieldValues, C, O> {
  form: UseFormReturn<T, C, O>;
  /** The key of the field's label in the editor's words. */
  words: string;
}

type SectionTextFieldProps<T extends FieldValues, C, O> = SectionBound<T, C, O> &
  Omit<FormTextFieldProps<T, C, O>, 'control' | 'label'> & {
    /** The most characters it takes, where the section's schema does not say (a pattern-only field). */
    max?: number;
    keyboard?: keyof typeof KEYBOARDS;
    testId?: string;
  };

/** A text field: its keyboard and test id as props of their own, its length limit from the section's schema. */
export function SectionTextField<T extends FieldValues, C, O>(props: SectionTextFieldProps<T, C, O>) {
  const { t } = useTranslation('editor');
  const { form, words, max, keyboard, testId, slotProps, ...field } = props;
  const schema = useContext(SectionSchemaContext);
  const htmlInput = {
    ...(keyboard && KEYBOARDS[keyboard]),
    maxLength: max ?? (schema ? maxLengthAt(schema, field.name) : undefined),
    'data-testid': testId,
    ...slotProps?.htmlInput,
  };
  return <FormTextField {...field} control={form.control} label={t(words)} slotProps={{ ...slotProps, htmlInput }} />;
}

/** A choice from a list. */
export function SectionSelectField<T extends FieldValues, C, O>(
  props: SectionBound<T, C, O> & Omit<FormSelectFieldProps<T, C, O>, 'control' | 'label'>,
) {
  const { t } = useTranslation('editor');
  const { form, words, ...field } = props;
  return <FormSelectField {...field} control={form.control} label={t(words)} />;
}

/** A picture uploaded to the business's documents, kept in the form as its address. */
export function SectionImageField<T extends FieldValues, C, O>(
  props: SectionBound<T, C, O> & Omit<ImageUploadFieldProps<T, C, O>, 'control' | 'label'>,
) {
  const { t } = useTranslation('editor');
  const { form, words, ...field } = props;
  return <ImageUploadField {...field} control={form.control} label={t(words)} />;
}

/** A heading over a group of a section's fields ("Phone numbers", "Search engines"). */
export function FieldsHeading({ words }: { words: string }) {
  const { t } = useTranslation('editor');
  return (
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {t(words)}
    </Typography>
  );
}
