import { LINK_TYPE_OPTIONS } from '@cardora/contract';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ItemList } from '../item-list';
import { SectionSelectField, SectionTextField } from '../section-fields';
import type { SectionFieldsProps } from '../section-shell';

const MAX_LINKS = 30;
export type LinkType = (typeof LINK_TYPE_OPTIONS)[number];
/** How each type's value is typed; its words are links.types.<type> in editor.json (the team's links too). */
export const TYPE_INPUTS: Record<LinkType, { placeholder: string; inputMode: 'tel' | 'email' | 'url' | 'text' }> = {
  tel: { placeholder: '+91 98765 43210', inputMode: 'tel' },
  email: { placeholder: 'orders@example.com', inputMode: 'email' },
  url: { placeholder: 'https://instagram.com/yourshop', inputMode: 'url' },
  text: { placeholder: 'GSTIN 27ABCDE1234F1Z5', inputMode: 'text' },
};

export function isLinkType(value: unknown): value is LinkType {
  return typeof value === 'string' && (LINK_TYPE_OPTIONS as readonly string[]).includes(value);
}

/** Links: phone, e-mail, web link or text, each with a label (the contract's checks and messages on each). */
export function LinksFields({ form }: SectionFieldsProps<'links'>) {
  const { t } = useTranslation('editor');
  const typeOptions = LINK_TYPE_OPTIONS.map((value) => ({ value, label: t(`links.types.${value}.label`) }));
  const links = useFieldArray({ control: form.control, name: 'links' });
  const values = useWatch({ control: form.control, name: 'links' }) ?? [];
  const addLink = () => links.append({ type: 'url', label: '', value: '' });
  return (
    <ItemList list={links} words="links" max={MAX_LINKS} addTestId="add-link" onAdd={addLink}>
      {(index, buttons) => {
        const typed = values[index]?.type;
        const type: LinkType = isLinkType(typed) ? typed : 'url';
        const input = TYPE_INPUTS[type];
        return (
          <Card sx={{ p: { xs: 1.5, sm: 2 } }} data-testid={`link-${index}`}>
            <Stack spacing={1.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <SectionSelectField
                  form={form}
                  name={`links.${index}.type`}
                  words="links.type"
                  options={typeOptions}
                  sx={{ width: 150, flexShrink: 0 }}
                  fullWidth={false}
                  testId={`link-type-${index}`}
                />
                <SectionTextField
                  form={form}
                  name={`links.${index}.label`}
                  words="links.label"
                  placeholder="Instagram"
                  testId={`link-label-${index}`}
                />
              </Stack>
              <SectionTextField
                form={form}
                name={`links.${index}.value`}
                words={`links.types.${type}.value`}
                placeholder={input.placeholder}
                slotProps={{ htmlInput: { inputMode: input.inputMode, autoCapitalize: 'none' } }}
                testId={`link-value-${index}`}
              />
              <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                {buttons}
              </Stack>
            </Stack>
          </Card>
        );
      }}
    </ItemList>
  );
}
