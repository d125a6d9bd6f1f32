import {
  CARD_SECTIONS,
  type CardSection,
  DEFAULT_SECTION_HEADINGS,
  type TCardSettings,
  ZCardSettings,
} from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormSwitch } from '../../../../components/form/form-switch';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useUpdateCardSettings } from '../../hooks/use-update-card';
import { PANEL_TITLES, setLiveSection, useEditorStore } from '../editor-store';
import { livePreview } from '../live-preview';
import { applySectionErrors, SaveRow, useSectionSubmit, useSectionSync } from '../section-form';
import { SectionPanel } from '../section-panel';
import { SAVE_BASIC_FIRST, type SectionProps } from '../section-props';

type In = z.input<typeof ZCardSettings>;
const SEO_TITLE_MAX = 70;
const SEO_DESCRIPTION_MAX = 160;

function lengthOf(value: unknown): number {
  return typeof value === 'string' ? value.length : 0;
}

/**
 * Every section key present (undefined = the default heading), as the heading fields hold
 * them: otherwise the form would compare the server's `{}` with `{ contact: undefined, … }`
 * and stay "Unsaved" after a save.
 */
function formValues(settings: TCardSettings): In {
  return {
    ...settings,
    headings: Object.fromEntries(CARD_SECTIONS.map((section) => [section, settings.headings[section]])),
  };
}

function SettingsForm({ card }: { card: NonNullable<SectionProps['card']> }) {
  const store = useEditorStore();
  const saved = card.sections.settings;
  const form = useForm<In, unknown, TCardSettings>({
    resolver: zodResolver(ZCardSettings),
    defaultValues: formValues(saved),
  });
  const onLive = useCallback(
    (values: unknown) => setLiveSection(store, 'settings', livePreview(ZCardSettings, values, saved)),
    [store, saved],
  );
  useSectionSync('settings', form, onLive);
  const hidden = useWatch({ control: form.control, name: 'hiddenSections' }) ?? [];
  const [seoTitle, seoDescription] = useWatch({ control: form.control, name: ['seoTitle', 'seoDescription'] });
  const save = useUpdateCardSettings();
  const submitter = useSectionSubmit();

  const toggle = (section: CardSection, show: boolean) => {
    const next = show ? hidden.filter((item) => item !== section) : [...hidden, section];
    form.setValue('hiddenSections', next, { shouldDirty: true });
  };

  const submit = form.handleSubmit((settings) =>
    submitter.run(
      async () => {
        const next = await save.mutateAsync({ cardNo: card.cardNo, settings });
        form.reset(formValues(next.sections.settings));
      },
      'Settings saved.',
      (error) => applySectionErrors(error, form, 'settings', Object.keys(ZCardSettings.shape)),
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="form-settings">
      <Stack spacing={2}>
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Sections and their headings
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Switch a section off to hide it; type a new heading to rename it on your card.
          </Typography>
        </Box>
        {CARD_SECTIONS.map((section) => {
          const alwaysShown = section === 'basicDetails';
          return (
            <Stack key={section} direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
              <Switch
                checked={alwaysShown || !hidden.includes(section)}
                disabled={alwaysShown}
                onChange={(_event, checked) => toggle(section, checked)}
                slotProps={{ input: { 'aria-label': `Show ${DEFAULT_SECTION_HEADINGS[section]}` } }}
                data-testid={`settings-show-${section}`}
              />
              <Controller
                control={form.control}
                name={`headings.${section}`}
                render={({ field, fieldState }) => (
                  <TextField
                    size="small"
                    label={`Heading for ${DEFAULT_SECTION_HEADINGS[section]}`}
                    placeholder={DEFAULT_SECTION_HEADINGS[section]}
                    value={field.value ?? ''}
                    // An empty heading means "use the default", so it is left out rather than sent empty.
                    onChange={(event) => field.onChange(event.target.value === '' ? undefined : event.target.value)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                    slotProps={{ htmlInput: { maxLength: 40, 'data-testid': `settings-heading-${section}` } }}
                  />
                )}
              />
            </Stack>
          );
        })}
        <Divider />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Search engines and link previews
        </Typography>
        <FormTextField
          control={form.control}
          name="seoTitle"
          label="Page title (optional)"
          helperText={`${lengthOf(seoTitle)}/${SEO_TITLE_MAX} · shown in Google and WhatsApp previews`}
          slotProps={{ htmlInput: { maxLength: SEO_TITLE_MAX, 'data-testid': 'settings-seo-title' } }}
        />
        <FormTextField
          control={form.control}
          name="seoDescription"
          label="Description (optional)"
          multiline
          minRows={2}
          helperText={`${lengthOf(seoDescription)}/${SEO_DESCRIPTION_MAX}`}
          slotProps={{ htmlInput: { maxLength: SEO_DESCRIPTION_MAX, 'data-testid': 'settings-seo-description' } }}
        />
        <Divider />
        <FormSwitch
          control={form.control}
          name="showSaveContact"
          label="Show the “Save contact” button"
          testId="settings-save-contact"
        />
        <SaveRow
          section="settings"
          dirty={form.formState.isDirty}
          saving={save.isPending}
          error={submitter.error}
          onDiscard={() => form.reset()}
        />
      </Stack>
    </Box>
  );
}

/** Settings: sections shown and their headings (spec 9), SEO text, the save-contact button. */
export function SettingsSection({ card, expanded, onToggle }: SectionProps) {
  const hiddenCount = card?.sections.settings.hiddenSections.length ?? 0;
  return (
    <SectionPanel
      panel="settings"
      title={PANEL_TITLES.settings}
      description={
        hiddenCount ? `${hiddenCount} hidden ${hiddenCount === 1 ? 'section' : 'sections'}` : 'Sections, headings, SEO'
      }
      icon={<TuneRounded />}
      expanded={expanded}
      onToggle={onToggle}
      lockedReason={card ? null : SAVE_BASIC_FIRST}
    >
      {card ? <SettingsForm card={card} /> : null}
    </SectionPanel>
  );
}
