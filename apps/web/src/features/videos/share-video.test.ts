import { describe, expect, test, vi } from 'vitest';
import { type ShareDeps, shareVideo, whatsappVideoLink } from './share-video';

const VIDEO = {
  fileUrl: '/api/v1/video/user-video/7/file',
  downloadUrl: '/api/v1/video/user-video/7/file?download=1',
  fileName: 'Sharma-Sweets-Diwali.mp4',
  title: 'Diwali',
  text: 'Sharma Sweets',
};

function deps(over: Partial<ShareDeps> = {}): ShareDeps {
  return {
    fetchBlob: vi.fn(async () => new Blob([new Uint8Array([0, 0, 0, 24])], { type: 'video/mp4' })),
    canShare: vi.fn(() => true),
    share: vi.fn(async () => {}),
    origin: 'https://sharma.example.in',
    ...over,
  };
}

describe('sharing a made video', () => {
  test('the MP4 itself goes to the share sheet, with its name, title and text', async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    const d = deps({ share });
    expect(await shareVideo(VIDEO, d)).toEqual({ kind: 'shared' });
    expect(d.fetchBlob).toHaveBeenCalledWith(VIDEO.fileUrl);
    const data = share.mock.calls[0]?.[0];
    const file = data?.files?.[0];
    expect(file?.name).toBe(VIDEO.fileName);
    expect(file?.type).toBe('video/mp4');
    expect(file?.size).toBe(4);
    expect(data?.text).toBe('Sharma Sweets');
  });

  test('no Web Share (a desktop): a WhatsApp link to the download, nothing fetched', async () => {
    const d = deps({ share: undefined, canShare: undefined });
    const outcome = await shareVideo(VIDEO, d);
    expect(outcome).toEqual({
      kind: 'fallback',
      link: whatsappVideoLink('Sharma Sweets', VIDEO.downloadUrl, 'https://sharma.example.in'),
    });
    expect(d.fetchBlob).not.toHaveBeenCalled();
  });

  test('files cannot be shared here: the fallback, before fetching megabytes', async () => {
    const d = deps({ canShare: vi.fn(() => false) });
    expect((await shareVideo(VIDEO, d)).kind).toBe('fallback');
    expect(d.fetchBlob).not.toHaveBeenCalled();
  });

  test('closing the sheet is a choice, not a failure; other refusals fall back', async () => {
    const abort = Object.assign(new Error('closed'), { name: 'AbortError' });
    expect(await shareVideo(VIDEO, deps({ share: vi.fn(async () => Promise.reject(abort)) }))).toEqual({
      kind: 'cancelled',
    });
    const notAllowed = Object.assign(new Error('no gesture'), { name: 'NotAllowedError' });
    expect((await shareVideo(VIDEO, deps({ share: vi.fn(async () => Promise.reject(notAllowed)) }))).kind).toBe(
      'fallback',
    );
  });

  test('the file cannot be read: the fallback', async () => {
    const d = deps({ fetchBlob: vi.fn(async () => Promise.reject(new Error('offline'))) });
    expect((await shareVideo(VIDEO, d)).kind).toBe('fallback');
    expect(d.share).not.toHaveBeenCalled();
  });

  test('the WhatsApp message carries the whole download address', () => {
    const link = whatsappVideoLink('Sharma Sweets', '/api/v1/video/user-video/7/file?download=1', 'https://x.in');
    expect(link).toBe(
      `https://wa.me/?text=${encodeURIComponent('Sharma Sweets\nhttps://x.in/api/v1/video/user-video/7/file?download=1')}`,
    );
  });
});
