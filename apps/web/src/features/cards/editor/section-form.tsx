import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '#api/api-error';
import { useCan } from '#features/businesses';
import { type EditorPanel, setKeptDraft, setPanelDirty, useEditorStore } from './editor-store';
import { clearDraft, draftDiffers, draftStorageKey, readDraft, saveDraft } from './local-draft';

/** How long typing pauses before the panel's edits are copied to the device. */
const DRAFT_WRITE_DELAY_MS = 400;

/**
 * Keeps the editor store told whether a panel has unsaved edits and what its form shows now,
 * and keeps those edits on the device until they are saved (local-draft.ts): edits found from
 * an earlier visit are offered back through the store (the editor's banner).
 */
export function useSectionSync<T extends FieldValues, O>(
  panel: EditorPanel,
  form: UseFormReturn<T, unknown, O>,
  onLive?: (values: unknown) => void,
) {
  const store = useEditorStore();
  const isDirty = form.formState.isDirty;
  useEffect(() => setPanelDirty(store, panel, isDirty), [store, panel, isDirty]);
  useEffect(() => {
    const owner = store.get().draftKey;
    if (!owner) return;
    const key = draftStorageKey(owner, panel);
    const kept = readDraft(key);
    if (kept && draftDiffers(kept.values, form.getValues())) {
      setKeptDraft(store, panel, {
        savedAt: kept.savedAt,
        restore: () => {
          // Against the saved values, so the panel shows as unsaved until it is saved again.
          form.reset(kept.values as T, { keepDefaultValues: true });
          setKeptDraft(store, panel, null);
        },
        discard: () => {
          clearDraft(key);
          setKeptDraft(store, panel, null);
        },
      });
    } else if (kept) {
      clearDraft(key);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (form.formState.isDirty) saveDraft(key, form.getValues());
      }, DRAFT_WRITE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
      setKeptDraft(store, panel, null);
    };
  }, [store, panel, form]);
  useEffect(() => {
    // Saved, discarded or typed back to what was saved: no copy to keep (one still on offer stays).
    const owner = store.get().draftKey;
    if (!isDirty && owner && !store.get().keptDrafts[panel]) clearDraft(draftStorageKey(owner, panel));
  }, [store, panel, isDirty]);
  useEffect(() => () => setPanelDirty(store, panel, false), [store, panel]);
  useEffect(() => {
    if (!onLive) return;
    onLive(form.getValues());
    const subscription = form.watch((values) => onLive(values));
    return () => subscription.unsubscribe();
  }, [form, onLive]);
}

/**
 * Put the server's `fields` on the form's fields (the server names them with or without the
 * section prefix, e.g. "paymentOptions.upiId"); returns what is left for the panel's alert.
 */
export function applySectionErrors<T extends FieldValues, O>(
  error: unknown,
  form: UseFormReturn<T, unknown, O>,
  prefix: string,
  known: readonly string[],
): string | null {
  if (!isApiError(error)) return errorMessage(error);
  let placed = false;
  for (const [serverField, message] of Object.entries(error.fields)) {
    const field = serverField.startsWith(`${prefix}.`) ? serverField.slice(prefix.length + 1) : serverField;
    const root = field.split('.')[0] ?? '';
    if (!known.includes(root)) continue;
    // The names come from the server, checked against the form's own top-level fields above;
    // react-hook-form takes any dotted path below them.
    form.setError(field as Parameters<typeof form.setError>[0], { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed ? null : error.message;
}

interface SaveRowProps {
  section: string;
  dirty: boolean;
  saving: boolean;
  error: string | null;
  onDiscard: () => void;
  /** The button's word while there is something to save (default: the glossary's Save). */
  label?: string;
  disabled?: boolean;
}

/** Each panel's own Save: disabled with nothing to save, loading while it saves. */
export function SaveRow({ section, dirty, saving, error, onDiscard, label, disabled }: SaveRowProps) {
  const { t } = useTranslation(['editor', 'glossary']);
  // A franchisee without card:edit may look but not save (the server would refuse with 403).
  const canEdit = useCan()('card:edit');
  return (
    <Stack spacing={1.5} sx={{ pt: 1 }}>
      {error ? (
        <Alert severity="error" role="alert" data-testid={`error-${section}`}>
          {error}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {dirty && !saving ? (
          <Button color="inherit" onClick={onDiscard} data-testid={`discard-${section}`}>
            {t('section.discard')}
          </Button>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          loading={saving}
          disabled={!canEdit || disabled || (!dirty && !saving)}
          sx={{ minWidth: 120 }}
          data-testid={`save-${section}`}
        >
          {dirty || saving ? (label ?? t('glossary:save')) : t('section.saved')}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * Runs a section save: snackbar on success, field errors inline, the rest above the Save button.
 * A save that lands drops the panel's copy kept on the device at once: the first save remounts
 * every panel on the new card, before this panel could render itself clean and drop the copy
 * the usual way (docs/product-rules.md#kept-drafts).
 */
export function useSectionSubmit(panel: EditorPanel) {
  const { enqueueSnackbar } = useSnackbar();
  const store = useEditorStore();
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    run: async (save: () => Promise<void>, successText: string, onError: (error: unknown) => string | null) => {
      setError(null);
      try {
        await save();
        const owner = store.get().draftKey;
        if (owner) clearDraft(draftStorageKey(owner, panel));
        enqueueSnackbar(successText, { variant: 'success' });
      } catch (caught) {
        setError(onError(caught));
      }
    },
  };
}
