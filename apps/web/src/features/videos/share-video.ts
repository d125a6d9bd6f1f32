// Handing a made video to the person: the phone's share sheet with the MP4 itself (Web Share API
// level 2), so it goes straight into WhatsApp Status or Instagram; where files cannot be shared
// (most desktops), a WhatsApp link to the download instead. The browser pieces are passed in, so
// Node tests the decisions.

export type VideoShareOutcome = { kind: 'shared' } | { kind: 'cancelled' } | { kind: 'fallback'; link: string };

export interface ShareDeps {
  fetchBlob: (url: string) => Promise<Blob>;
  canShare: ((data: ShareData) => boolean) | undefined;
  share: ((data: ShareData) => Promise<void>) | undefined;
  /** The page's origin, so the WhatsApp message carries a whole address. */
  origin: string;
}

/** A WhatsApp message with the text and the video's download address. */
export function whatsappVideoLink(text: string, downloadUrl: string, origin: string): string {
  const address = downloadUrl.startsWith('http') ? downloadUrl : `${origin}${downloadUrl}`;
  return `https://wa.me/?text=${encodeURIComponent(`${text}\n${address}`)}`;
}

export async function shareVideo(
  video: { fileUrl: string; downloadUrl: string; fileName: string; title: string; text: string },
  deps: ShareDeps,
): Promise<VideoShareOutcome> {
  const fallback = { kind: 'fallback', link: whatsappVideoLink(video.text, video.downloadUrl, deps.origin) } as const;
  if (!deps.share || !deps.canShare) return fallback;
  // Ask whether files can be shared before fetching megabytes for nothing.
  const probe = new File([], video.fileName, { type: 'video/mp4' });
  if (!deps.canShare({ files: [probe] })) return fallback;
  let blob: Blob;
  try {
    blob = await deps.fetchBlob(video.fileUrl);
  } catch {
    return fallback;
  }
  const file = new File([blob], video.fileName, { type: 'video/mp4' });
  const data: ShareData = { files: [file], title: video.title, text: video.text };
  if (!deps.canShare(data)) return fallback;
  try {
    await deps.share(data);
    return { kind: 'shared' };
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') return { kind: 'cancelled' };
    return fallback;
  }
}

/** The browser's own pieces for shareVideo. */
export function browserShareDeps(): ShareDeps {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    fetchBlob: async (url) => {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`The video could not be read (${response.status}).`);
      return response.blob();
    },
    canShare: typeof nav?.canShare === 'function' ? (data) => nav.canShare(data) : undefined,
    share: typeof nav?.share === 'function' ? (data) => nav.share(data) : undefined,
    origin: typeof window === 'undefined' ? '' : window.location.origin,
  };
}
