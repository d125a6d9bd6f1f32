import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get: () => T;
  set: (next: T) => void;
  update: (change: (previous: T) => T) => void;
  subscribe: (listener: () => void) => () => void;
}

/** A tiny external store for state that code outside React (query caches, listeners) also writes. */
export function createStore<T>(initial: T, onChange?: (value: T) => void): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const set = (next: T) => {
    value = next;
    onChange?.(value);
    for (const listener of listeners) listener();
  };
  return {
    get: () => value,
    set,
    update: (change) => set(change(value)),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
