import { LINK_TYPE_OPTIONS } from '@cardora/contract';
import LinkRounded from '@mui/icons-material/LinkRounded';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '#components/form/form-select-field';
import { FormTextField } from '#components/form/form-text-field';
import { AddItemButton, MoveButtons, RemoveButton } from '../item-buttons';
import type { SectionProps } from '../section-props';
import { countSummary, SectionEditor, type SectionFieldsProps, type SectionSpec } from '../section-shell';

const MAX_LINKS = 30;
type LinkType = (typeof LINK_TYPE_OPTIONS)[number];
/** How each type's value is typed; its words are links.types.<type> in editor.json. */
const TYPE_INPUTS: Record<LinkType, { placeholder: string; inputMode: 'tel' | 'email' | 'url' | 'text' }> = {
  tel: { placeholder: '+91 98765 43210', inputMode: 'tel' },
  email: { placeholder: 'orders@example.com', inputMode: 'email' },
  url: { placeholder: 'https://instagram.com/yourshop', inputMode: 'url' },
  text: { placeholder: 'GSTIN 27ABCDE1234F1Z5', inputMode: 'text' },
};

function isLinkType(value: unknown): value is LinkType {
  return typeof value === 'string' && (LINK_TYPE_OPTIONS as readonly string[]).includes(value);
}

function LinksFields({ form }: SectionFieldsProps<'links'>) {
  const { t } = useTranslation('editor');
  const typeOptions = LINK_TYPE_OPTIONS.map((value) => ({ value, label: t(`links.types.${value}.label`) }));
  const links = useFieldArray({ control: form.control, name: 'links' });
  const values = useWatch({ control: form.control, name: 'links' }) ?? [];
  return (
    <>
      {links.fields.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t('links.empty')}
        </Typography>
      ) : null}
      {links.fields.map((link, index) => {
        const typed = values[index]?.type;
        const type: LinkType = isLinkType(typed) ? typed : 'url';
        const input = TYPE_INPUTS[type];
        return (
          <Card key={link.id} sx={{ p: { xs: 1.5, sm: 2 } }} data-testid={`link-${index}`}>
            <Stack spacing={1.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <FormSelectField
                  control={form.control}
                  name={`links.${index}.type`}
                  label={t('links.type')}
                  options={typeOptions}
                  sx={{ width: 150, flexShrink: 0 }}
                  fullWidth={false}
                  testId={`link-type-${index}`}
                />
                <FormTextField
                  control={form.control}
                  name={`links.${index}.label`}
                  label={t('links.label')}
                  placeholder="Instagram"
                  slotProps={{ htmlInput: { maxLength: 60, 'data-testid': `link-label-${index}` } }}
                />
              </Stack>
              <FormTextField
                control={form.control}
                name={`links.${index}.value`}
                label={t(`links.types.${type}.value`)}
                placeholder={input.placeholder}
                slotProps={{
                  htmlInput: {
                    inputMode: input.inputMode,
                    autoCapitalize: 'none',
                    maxLength: 2000,
                    'data-testid': `link-value-${index}`,
                  },
                }}
              />
              <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                <MoveButtons index={index} count={links.fields.length} move={links.move} />
                <RemoveButton label={t('links.remove', { number: index + 1 })} onClick={() => links.remove(index)} />
              </Stack>
            </Stack>
          </Card>
        );
      })}
      {links.fields.length < MAX_LINKS ? (
        <AddItemButton onClick={() => links.append({ type: 'url', label: '', value: '' })} testId="add-link">
          {t('links.add')}
        </AddItemButton>
      ) : null}
    </>
  );
}

const LINKS_SECTION: SectionSpec<'links'> = {
  section: 'links',
  words: 'links',
  icon: <LinkRounded />,
  spacing: 2,
  Fields: LinksFields,
  summary: (saved, t) => countSummary(t, 'links.count', saved.links.length),
};

/** Links: phone, e-mail, web link or text, each with a label (the contract's checks and messages on each). */
export function LinksSection(props: SectionProps) {
  return <SectionEditor {...props} spec={LINKS_SECTION} />;
}
