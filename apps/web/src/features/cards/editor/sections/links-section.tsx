import { LINK_TYPE_OPTIONS, type TCardLinks, ZCardLinks } from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import AddRounded from '@mui/icons-material/AddRounded';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormSelectField } from '../../../../components/form/form-select-field';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useUpdateCardLinks } from '../../hooks/use-update-card';
import { setLiveSection, useEditorStore } from '../editor-store';
import { livePreview } from '../live-preview';
import { applySectionErrors, SaveRow, useSectionSubmit, useSectionSync } from '../section-form';
import { SectionPanel } from '../section-panel';
import type { SectionProps } from '../section-props';

type In = z.input<typeof ZCardLinks>;
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

function LinksForm({ card }: { card: NonNullable<SectionProps['card']> }) {
  const { t } = useTranslation('editor');
  const typeOptions = LINK_TYPE_OPTIONS.map((value) => ({ value, label: t(`links.types.${value}.label`) }));
  const store = useEditorStore();
  const saved = card.sections.links;
  const form = useForm<In, unknown, TCardLinks>({ resolver: zodResolver(ZCardLinks), defaultValues: saved });
  const links = useFieldArray({ control: form.control, name: 'links' });
  const values = useWatch({ control: form.control, name: 'links' }) ?? [];
  const onLive = useCallback(
    (live: unknown) => setLiveSection(store, 'links', livePreview(ZCardLinks, live, saved)),
    [store, saved],
  );
  useSectionSync('links', form, onLive);
  const save = useUpdateCardLinks();
  const submitter = useSectionSubmit('links');
  const submit = form.handleSubmit((body) =>
    submitter.run(
      async () => {
        const next = await save.mutateAsync({ cardNo: card.cardNo, links: body });
        form.reset(next.sections.links);
      },
      t('links.saved'),
      (error) => applySectionErrors(error, form, 'links', ['links']),
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="form-links">
      <Stack spacing={2}>
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
                  <IconButton
                    size="small"
                    aria-label={t('section.moveUp')}
                    disabled={index === 0}
                    onClick={() => links.move(index, index - 1)}
                  >
                    <ArrowUpwardRounded fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t('section.moveDown')}
                    disabled={index === links.fields.length - 1}
                    onClick={() => links.move(index, index + 1)}
                  >
                    <ArrowDownwardRounded fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t('links.remove', { number: index + 1 })}
                    onClick={() => links.remove(index)}
                  >
                    <DeleteOutlineRounded fontSize="small" />
                  </IconButton>
                </Stack>
              </Stack>
            </Card>
          );
        })}
        {links.fields.length < MAX_LINKS ? (
          <Button
            variant="outlined"
            startIcon={<AddRounded />}
            onClick={() => links.append({ type: 'url', label: '', value: '' })}
            sx={{ alignSelf: 'flex-start' }}
            data-testid="add-link"
          >
            {t('links.add')}
          </Button>
        ) : null}
        <SaveRow
          section="links"
          dirty={form.formState.isDirty}
          saving={save.isPending}
          error={submitter.error}
          onDiscard={() => form.reset()}
        />
      </Stack>
    </Box>
  );
}

/** Links: phone, e-mail, web link or text, each with a label (the contract's checks and messages on each). */
export function LinksSection({ card, expanded, onToggle }: SectionProps) {
  const { t } = useTranslation('editor');
  const count = card?.sections.links.links.length ?? 0;
  return (
    <SectionPanel
      panel="links"
      description={count ? t('links.count', { count }) : t('links.description')}
      icon={<LinkRounded />}
      expanded={expanded}
      onToggle={onToggle}
      lockedReason={card ? null : t('section.saveBasicFirst')}
    >
      {card ? <LinksForm card={card} /> : null}
    </SectionPanel>
  );
}
