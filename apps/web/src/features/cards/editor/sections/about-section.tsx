import { type TCardAboutUs, YEAR_ESTABLISHED_MIN, ZCardAboutUs } from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import InfoRounded from '@mui/icons-material/InfoRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useCallback } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useUpdateCardAboutUs } from '../../hooks/use-update-card';
import { PANEL_TITLES, setLiveSection, useEditorStore } from '../editor-store';
import { livePreview } from '../live-preview';
import { applySectionErrors, SaveRow, useSectionSubmit, useSectionSync } from '../section-form';
import { SectionPanel } from '../section-panel';
import { SAVE_BASIC_FIRST, type SectionProps } from '../section-props';

type In = z.input<typeof ZCardAboutUs>;
const MAX_TEXT = 3000;

function AboutForm({ card }: { card: NonNullable<SectionProps['card']> }) {
  const store = useEditorStore();
  const saved = card.sections.aboutUs;
  const form = useForm<In, unknown, TCardAboutUs>({ resolver: zodResolver(ZCardAboutUs), defaultValues: saved });
  const onLive = useCallback(
    (values: unknown) => setLiveSection(store, 'aboutUs', livePreview(ZCardAboutUs, values, saved)),
    [store, saved],
  );
  useSectionSync('aboutUs', form, onLive);
  const text = useWatch({ control: form.control, name: 'text' });
  const length = typeof text === 'string' ? text.length : 0;
  const save = useUpdateCardAboutUs();
  const submitter = useSectionSubmit();
  const submit = form.handleSubmit((aboutUs) =>
    submitter.run(
      async () => {
        const next = await save.mutateAsync({ cardNo: card.cardNo, aboutUs });
        form.reset(next.sections.aboutUs);
      },
      'About us saved.',
      (error) => applySectionErrors(error, form, 'aboutUs', Object.keys(ZCardAboutUs.shape)),
    ),
  );
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="form-aboutUs">
      <Stack spacing={2.25}>
        <FormTextField
          control={form.control}
          name="text"
          label="About your business"
          multiline
          minRows={4}
          maxRows={14}
          helperText={`**bold** and _italic_ work; a new line starts a new paragraph. ${length}/${MAX_TEXT}`}
          slotProps={{ htmlInput: { maxLength: MAX_TEXT, 'data-testid': 'about-text' } }}
        />
        <FormTextField
          control={form.control}
          name="yearEstablished"
          label="Year established (optional)"
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
        <SaveRow
          section="aboutUs"
          dirty={form.formState.isDirty}
          saving={save.isPending}
          error={submitter.error}
          onDiscard={() => form.reset()}
        />
      </Stack>
    </Box>
  );
}

/** About us: a short story of the business and the year it started. */
export function AboutSection({ card, expanded, onToggle }: SectionProps) {
  const year = card?.sections.aboutUs.yearEstablished;
  return (
    <SectionPanel
      panel="aboutUs"
      title={PANEL_TITLES.aboutUs}
      description={year ? `Since ${year}` : 'Your story in a few lines'}
      icon={<InfoRounded />}
      expanded={expanded}
      onToggle={onToggle}
      lockedReason={card ? null : SAVE_BASIC_FIRST}
    >
      {card ? <AboutForm card={card} /> : null}
    </SectionPanel>
  );
}
