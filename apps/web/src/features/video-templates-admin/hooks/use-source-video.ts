import type { TVideoTemplate } from '@cardora/contract';
import { useEffect, useState } from 'react';
import { useObjectUrl } from '#lib/use-object-url';
import type { SourceInfo } from '../template-form';

export type SourceState =
  | { kind: 'none' }
  | { kind: 'reading'; url: string }
  | { kind: 'read'; url: string | null; info: SourceInfo }
  | { kind: 'unreadable'; url: string };

/**
 * The template's source video: a newly chosen file (its length and size read by the browser, so
 * the form can check them before 50 MB go up) or the saved template's own.
 */
export function useSourceVideo(file: File | null, template: TVideoTemplate | null): SourceState {
  const url = useObjectUrl(file);
  const [probed, setProbed] = useState<{ url: string; info: SourceInfo | null } | null>(null);

  useEffect(() => {
    if (!url) return;
    const video = document.createElement('video');
    video.preload = 'metadata';
    video.muted = true;
    const done = (info: SourceInfo | null) => setProbed({ url, info });
    video.onloadedmetadata = () =>
      done({ duration: video.duration, width: video.videoWidth, height: video.videoHeight });
    video.onerror = () => done(null);
    video.src = url;
    return () => {
      video.onloadedmetadata = null;
      video.onerror = null;
      video.removeAttribute('src');
      video.load();
    };
  }, [url]);

  if (url) {
    if (probed?.url !== url) return { kind: 'reading', url };
    return probed.info ? { kind: 'read', url, info: probed.info } : { kind: 'unreadable', url };
  }
  if (template) {
    return {
      kind: 'read',
      url: template.sourceUrl,
      info: { duration: template.sourceDuration, width: template.sourceWidth, height: template.sourceHeight },
    };
  }
  return { kind: 'none' };
}
