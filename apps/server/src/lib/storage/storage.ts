// Where uploaded files live. Services see only this interface; the adapter is chosen by
// configuration (local disk under $DATA_DIR/uploads by default). Keys look like
// `business/<businessId>/<random>.webp` and are served at `/uploads/<key>`.

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /**
   * Deletes every object under a folder (`business/<id>` takes `business/<id>/…`, at any depth)
   * and answers how many went. A folder is two to five safe segments (isSafeStorageFolder), so no
   * call can empty a whole kind of file.
   */
  deleteFolder(folder: string): Promise<number>;
  /** The path the server answers for this key (`/uploads/<key>`). */
  url(key: string): string;
  /** What the stored files weigh (the status page); absent where the store tells it itself (S3). */
  usage?(): Promise<{ bytes: number; files: number }>;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

/**
 * Path segments of letters, digits, `_` and `-`, and a final segment with one extension.
 * Nothing else reaches an adapter: no `..`, no absolute paths, no encoded separators.
 */
const SAFE_KEY = /^(?:[A-Za-z0-9_-]{1,64}\/){0,4}[A-Za-z0-9_-]{1,64}\.[a-z0-9]{1,5}$/;

export function isSafeStorageKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

const SAFE_FOLDER = /^[A-Za-z0-9_-]{1,64}(?:\/[A-Za-z0-9_-]{1,64}){1,4}$/;

/** `business/<id>` or `greetings/<agency>/<business>`: safe segments, at least two, no slash at the ends. */
export function isSafeStorageFolder(folder: string): boolean {
  return SAFE_FOLDER.test(folder);
}

/** `/uploads/business/x/y.webp` -> `business/x/y.webp`, or null when it is not a safe upload path. */
export function storageKeyFromUrl(url: string): string | null {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const key = url.slice(UPLOADS_URL_PREFIX.length);
  return isSafeStorageKey(key) ? key : null;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  // The music library's processed tracks and kept originals (docs/product-rules.md#video-music).
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
};

export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
