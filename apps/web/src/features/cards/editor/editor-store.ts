import {
  CARD_SECTION_KEYS,
  CARD_SECTION_TABLE,
  type CardSectionKey,
  type GlossaryKey,
  type TCardSections,
} from '@cardora/contract';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { createStore, type Store, useStore } from '#lib/create-store';

/** The editor's panels: the eleven sections plus the card address. */
export const EDITOR_PANELS = [
  'basicDetails',
  'cardAddress',
  'paymentOptions',
  'youtubeVideos',
  'template',
  'gallery',
  'aboutUs',
  'products',
  'links',
  'team',
  'settings',
  'secondLanguage',
] as const;
export type EditorPanel = (typeof EDITOR_PANELS)[number];

/**
 * Each panel's title: a glossary key (a section's from the contract's card-section table), shown
 * through t('glossary:…') in the panel's language, so its accordion and the kept-edits banner say the same.
 */
export const PANEL_TITLE_KEYS: Record<EditorPanel, GlossaryKey> = {
  ...(Object.fromEntries(CARD_SECTION_KEYS.map((section) => [section, CARD_SECTION_TABLE[section].title])) as Record<
    CardSectionKey,
    GlossaryKey
  >),
  cardAddress: 'sectionCardAddress',
};

export interface EditorState {
  /** Panels with unsaved edits. */
  dirty: Partial<Record<EditorPanel, boolean>>;
  /** What each section's form shows right now, for the live preview. */
  live: Partial<TCardSections>;
  /** The card address as typed (the preview shows it). */
  cardId: string | null;
  /** Whose drafts the panels keep on this device (local-draft.ts): the business's id. */
  draftKey: string | null;
  /** Panels whose edits from an earlier visit were found on this device, offered back. */
  keptDrafts: Partial<Record<EditorPanel, KeptDraft>>;
}

/** A panel's edits kept from an earlier visit, and what taking them back or dropping them does. */
export interface KeptDraft {
  savedAt: number;
  restore: () => void;
  discard: () => void;
}

// Keystrokes update this store, not React state in the page, so only the preview and the
// unsaved markers re-render while someone types.
export function createEditorStore(draftKey: string | null = null): Store<EditorState> {
  return createStore<EditorState>({ dirty: {}, live: {}, cardId: null, draftKey, keptDrafts: {} });
}

export function setKeptDraft(store: Store<EditorState>, panel: EditorPanel, kept: KeptDraft | null) {
  store.update((state) => {
    const keptDrafts = { ...state.keptDrafts };
    if (kept) keptDrafts[panel] = kept;
    else delete keptDrafts[panel];
    return { ...state, keptDrafts };
  });
}

export const EditorStoreContext = createContext<Store<EditorState> | null>(null);

export function useEditorStore(): Store<EditorState> {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditorStore outside the card editor');
  return store;
}

export function useEditorState(): EditorState {
  return useStore(useEditorStore());
}

/** One value from the store; the component re-renders only when that value changes. */
export function useEditorSelector<T>(select: (state: EditorState) => T): T {
  const store = useEditorStore();
  const snapshot = () => select(store.get());
  // The same snapshot on the server, so a panel renders to a string too (its tests do).
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}

export function setPanelDirty(store: Store<EditorState>, panel: EditorPanel, dirty: boolean) {
  if (Boolean(store.get().dirty[panel]) === dirty) return;
  store.update((state) => ({ ...state, dirty: { ...state.dirty, [panel]: dirty } }));
}

export function setLiveSection<K extends keyof TCardSections>(
  store: Store<EditorState>,
  section: K,
  value: TCardSections[K],
) {
  store.update((state) => ({ ...state, live: { ...state.live, [section]: value } }));
}

export function anyDirty(state: EditorState): boolean {
  return Object.values(state.dirty).some(Boolean);
}
