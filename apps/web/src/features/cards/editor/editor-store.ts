import type { TCardSections } from '@cardora/contract';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { createStore, type Store, useStore } from '../../../lib/create-store';

/** The editor's panels: the nine sections plus the card address. */
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
  'settings',
] as const;
export type EditorPanel = (typeof EDITOR_PANELS)[number];

export interface EditorState {
  /** Panels with unsaved edits. */
  dirty: Partial<Record<EditorPanel, boolean>>;
  /** What each section's form shows right now, for the live preview. */
  live: Partial<TCardSections>;
  /** The card address as typed (the preview shows it). */
  cardId: string | null;
}

// Keystrokes update this store, not React state in the page, so only the preview and the
// unsaved markers re-render while someone types.
export function createEditorStore(): Store<EditorState> {
  return createStore<EditorState>({ dirty: {}, live: {}, cardId: null });
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
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
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
