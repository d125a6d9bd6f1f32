// The upload dialog's files: each checked on arrival, then sent as its own POST /image-post in
// a pool of two (one request per file is what gives each file its own progress bar), with its
// outcome kept beside it. A failed file stays in the list with its reason until it is retried
// or removed, so nothing is lost; the queue lives with the page, so closing the dialog loses
// nothing either.
import { IMAGE_POST_BULK_MAX_FILES, type MediaType, type TImagePost, type TImagePostFields } from '@cardora/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createStore, useStore } from '#lib/create-store';
import { checkFile } from '../upload';
import { useSendPost } from './use-image-posts';

/** Uploads in flight at once: enough to keep the line busy, few enough to share two cores. */
export const UPLOAD_CONCURRENCY = 2;

export type UploadStatus = 'ready' | 'queued' | 'uploading' | 'done' | 'failed' | 'invalid';

/** The shared fields of the dialog, without the media type (each file has its own). */
export type SharedPostFields = Omit<TImagePostFields, 'mediaType' | 'imageId'>;

/** Names of the ids sent (category, subcategory, tags), so a refusal can name them. */
export type PostNames = Record<string, string>;

export interface UploadItem {
  id: string;
  file: File;
  /** null: the file was refused before sending (see error). */
  mediaType: MediaType | null;
  status: UploadStatus;
  /** 0..1 of the bytes sent. */
  progress: number;
  /** Why it failed: an ApiError from the server, or the check's message. */
  error: unknown;
  /** The fields it was (or is being) sent with. */
  fields: SharedPostFields | null;
  names: PostNames;
  post: TImagePost | null;
}

export interface UploadQueue {
  items: UploadItem[];
  /** Adds files to the list (duplicates of files already listed are skipped); returns how many were left out. */
  add: (files: readonly File[]) => { skipped: number; overLimit: number };
  /** Sends every file not sent yet with these fields. */
  start: (fields: SharedPostFields, names: PostNames) => void;
  /** Sends a failed file again, with the fields as they are now. */
  retry: (id: string, fields: SharedPostFields, names: PostNames) => void;
  remove: (id: string) => void;
  /** Takes the files that were added off the list. */
  clearDone: () => void;
  busy: boolean;
}

let nextId = 0;
const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
const isOpen = (item: UploadItem) => item.status !== 'done';

export function useUploadQueue(videosAllowed: boolean): UploadQueue {
  const send = useSendPost();
  const sendRef = useRef(send.mutateAsync);
  sendRef.current = send.mutateAsync;
  const [store] = useState(() => createStore<UploadItem[]>([]));
  const items = useStore(store);
  const controllers = useRef(new Map<string, AbortController>());

  const patch = useCallback(
    (id: string, change: Partial<UploadItem>) =>
      store.update((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item))),
    [store],
  );

  const pump = useCallback(() => {
    const list = store.get();
    const running = list.filter((item) => item.status === 'uploading').length;
    const next = list.filter((item) => item.status === 'queued').slice(0, Math.max(0, UPLOAD_CONCURRENCY - running));
    for (const item of next) {
      const { fields, mediaType } = item;
      if (!fields || !mediaType) continue;
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      patch(item.id, { status: 'uploading', progress: 0, error: null });
      sendRef
        .current({
          fields: { ...fields, mediaType },
          file: item.file,
          onProgress: (progress) => patch(item.id, { progress }),
          signal: controller.signal,
        })
        .then(
          (post) => patch(item.id, { status: 'done', progress: 1, post }),
          (error: unknown) => {
            if (!controller.signal.aborted) patch(item.id, { status: 'failed', error });
          },
        )
        .finally(() => {
          controllers.current.delete(item.id);
          pump();
        });
    }
  }, [store, patch]);

  const add = useCallback(
    (files: readonly File[]) => {
      const list = store.get();
      const fresh = files.filter((file) => !list.some((item) => isOpen(item) && sameFile(item.file, file)));
      const room = Math.max(0, IMAGE_POST_BULK_MAX_FILES - list.filter(isOpen).length);
      const taken = fresh.slice(0, room);
      const added: UploadItem[] = taken.map((file) => {
        const check = checkFile(file, videosAllowed);
        nextId += 1;
        return {
          id: `upload-${nextId}`,
          file,
          mediaType: check.ok ? check.mediaType : null,
          status: check.ok ? 'ready' : 'invalid',
          progress: 0,
          error: check.ok ? null : check.message,
          fields: null,
          names: {},
          post: null,
        };
      });
      store.set([...list, ...added]);
      return { skipped: files.length - fresh.length, overLimit: fresh.length - taken.length };
    },
    [store, videosAllowed],
  );

  const start = useCallback(
    (fields: SharedPostFields, names: PostNames) => {
      store.update((list) =>
        list.map((item) =>
          item.status === 'ready' ? { ...item, status: 'queued', fields, names, error: null } : item,
        ),
      );
      pump();
    },
    [store, pump],
  );

  const retry = useCallback(
    (id: string, fields: SharedPostFields, names: PostNames) => {
      patch(id, { status: 'queued', fields, names, error: null, progress: 0 });
      pump();
    },
    [patch, pump],
  );

  const remove = useCallback(
    (id: string) => {
      controllers.current.get(id)?.abort();
      store.update((list) => list.filter((item) => item.id !== id));
    },
    [store],
  );

  const clearDone = useCallback(() => store.update((list) => list.filter(isOpen)), [store]);

  const busy = items.some((item) => item.status === 'queued' || item.status === 'uploading');

  // Leaving the page would cut the uploads off: the browser asks first.
  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  // Uploads stop with the page.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  return { items, add, start, retry, remove, clearDone, busy };
}
