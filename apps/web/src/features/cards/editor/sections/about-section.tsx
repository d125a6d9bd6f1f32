import { type TCardAboutUs, YEAR_ESTABLISHED_MIN, ZCardAboutUs } from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import InfoRounded from '@mui/icons-material/InfoRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useCallback } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useFormat } from '../../../../i18n/format';
import { useUpdateCardAboutUs } from '../../hooks/use-update-card';
import { setLiveSection, useEditorStore } from '../editor-store';
import { livePreview } from '../live-preview';
import { applySectionErrors, SaveRow, useSectionSubmit, useSectionSync } from '../section-form';
import { SectionPanel } from '../section-panel';
import type { SectionProps } from '../section-props';

type In = z.input<typeof ZCardAboutUs>;
const MAX_TEXT = 3000;

function AboutForm({ card }: { card: NonNullable<SectionProps['card']> }) {
  const { t } = useTranslation('editor');
  const format = useFormat();
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
  const submitter = useSectionSubmit('aboutUs');
  const submit = form.handleSubmit((aboutUs) =>
    submitter.run(
      async () => {
        const next = await save.mutateAsync({ cardNo: card.cardNo, aboutUs });
        form.reset(next.sections.aboutUs);
      },
      t('about.saved'),
      (error) => applySectionErrors(error, form, 'aboutUs', Object.keys(ZCardAboutUs.shape)),
    ),
  );
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="form-aboutUs">
      <Stack spacing={2.25}>
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
  const { t } = useTranslation('editor');
  const year = card?.sections.aboutUs.yearEstablished;
  return (
    <SectionPanel
      panel="aboutUs"
      description={year ? t('about.since', { year }) : t('about.description')}
      icon={<InfoRounded />}
      expanded={expanded}
      onToggle={onToggle}
      lockedReason={card ? null : t('section.saveBasicFirst')}
    >
      {card ? <AboutForm card={card} /> : null}
    </SectionPanel>
  );
}
