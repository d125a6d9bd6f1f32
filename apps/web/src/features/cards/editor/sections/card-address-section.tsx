import { CARD_ID_MESSAGES, cardIdProblem, ZCardIdValue } from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '#components/form/form-text-field';
import { useDebounced } from '#lib/use-debounced';
import { useCardIdAvailability } from '../../hooks/use-card-id-availability';
import { useSaveCardSection } from '../../hooks/use-save-card-section';
import { useEditorStore } from '../editor-store';
import { applySectionErrors, SaveRow, useSectionSubmit, useSectionSync } from '../section-form';
import { SectionPanel } from '../section-panel';
import type { SectionProps } from '../section-props';

const ZCardAddress = z.object({ cardId: ZCardIdValue });
type CardAddress = z.output<typeof ZCardAddress>;

type Status = { tone: 'ok' | 'bad' | 'busy' | 'idle'; text: string };

function StatusLine({ status }: { status: Status }) {
  const color = status.tone === 'ok' ? 'success.main' : status.tone === 'bad' ? 'error.main' : 'text.secondary';
  return (
    <Stack
      direction="row"
      spacing={0.75}
      sx={{ alignItems: 'center', color, minHeight: 24 }}
      role="status"
      aria-live="polite"
      data-testid="card-id-status"
      data-state={status.tone}
    >
      {status.tone === 'ok' ? <CheckCircleRounded fontSize="small" /> : null}
      {status.tone === 'bad' ? <ErrorRounded fontSize="small" /> : null}
      {status.tone === 'busy' ? <CircularProgress size={14} color="inherit" /> : null}
      <Typography variant="body2" sx={{ color: 'inherit' }}>
        {status.text}
      </Typography>
    </Stack>
  );
}

/** Card address: the public link's last part, checked live as it is typed, saved with the settings. */
export function CardAddressSection({ card, expanded, onToggle }: SectionProps) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const saved = card?.cardId ?? '';
  const form = useForm<CardAddress>({ resolver: zodResolver(ZCardAddress), defaultValues: { cardId: saved } });
  useSectionSync('cardAddress', form);
  const typed = (useWatch({ control: form.control, name: 'cardId' }) ?? '').trim().toLowerCase();
  const debounced = useDebounced(typed, 400);
  const localProblem = typed ? cardIdProblem(typed) : 'tooShort';
  const changed = typed !== saved;
  const availability = useCardIdAvailability(debounced, card?.cardNo, changed && !localProblem && debounced === typed);
  const save = useSaveCardSection('settings');
  const submitter = useSectionSubmit('cardAddress');

  useEffect(() => {
    store.update((state) => ({ ...state, cardId: typed && !localProblem ? typed : null }));
  }, [store, typed, localProblem]);

  let status: Status = { tone: 'idle', text: t('cardAddress.rules') };
  if (!changed && saved) status = { tone: 'ok', text: t('cardAddress.current') };
  else if (localProblem) status = { tone: 'bad', text: CARD_ID_MESSAGES[localProblem] };
  else if (debounced !== typed || availability.isFetching) status = { tone: 'busy', text: t('cardAddress.checking') };
  else if (availability.data) {
    status = { tone: availability.data.available ? 'ok' : 'bad', text: availability.data.message };
  } else if (availability.isError) status = { tone: 'idle', text: t('cardAddress.checkFailed') };

  const submit = form.handleSubmit((values) =>
    submitter.run(
      async () => {
        if (!card) return;
        const next = await save.mutateAsync({
          cardNo: card.cardNo,
          cardId: values.cardId,
          settings: card.sections.settings,
        });
        form.reset({ cardId: next.cardId ?? '' });
      },
      t('cardAddress.saved'),
      (error) => applySectionErrors(error, form, 'settings', ['cardId']),
    ),
  );

  const origin = window.location.host;
  return (
    <SectionPanel
      panel="cardAddress"
      description={saved ? `${origin}/${saved}` : t('cardAddress.description')}
      icon={<LinkRounded />}
      expanded={expanded}
      onToggle={onToggle}
      lockedReason={card ? null : t('section.saveBasicFirst')}
    >
      <Box component="form" noValidate onSubmit={submit} data-testid="form-cardAddress">
        <Stack spacing={1.5}>
          <Typography variant="body2" color="textSecondary">
            {t('cardAddress.intro')}
          </Typography>
          <FormTextField
            control={form.control}
            name="cardId"
            label={t('cardAddress.label')}
            // Addresses are lowercase with hyphens: shape what is typed rather than refuse it.
            parse={(typed) => typed.toLowerCase().replace(/\s+/g, '-')}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start" sx={{ mr: 0.25, display: { xs: 'none', sm: 'flex' } }}>
                    {origin}/
                  </InputAdornment>
                ),
              },
              htmlInput: {
                maxLength: 50,
                autoCapitalize: 'none',
                autoCorrect: 'off',
                spellCheck: false,
                'data-testid': 'card-id-input',
              },
            }}
          />
          <StatusLine status={status} />
          <SaveRow
            section="cardAddress"
            dirty={form.formState.isDirty && changed}
            saving={save.isPending}
            error={submitter.error}
            disabled={status.tone === 'bad' || status.tone === 'busy'}
            onDiscard={() => form.reset()}
          />
        </Stack>
      </Box>
    </SectionPanel>
  );
}
