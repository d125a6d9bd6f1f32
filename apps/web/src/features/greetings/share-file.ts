// Handing a finished greeting to the person: saved as a file, or given to the phone's share
// sheet (Web Share API level 2, with the file) where the browser can share files.

/** Saves a Blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start saving before the blob goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type ShareOutcome = 'shared' | 'cancelled' | 'unsupported';

/** Shares the image with its text through the share sheet; 'unsupported' when files cannot be shared here. */
export async function shareImageFile(file: File, text: string, title: string): Promise<ShareOutcome> {
  const data: ShareData = { files: [file], text, title };
  if (typeof navigator.share !== 'function' || typeof navigator.canShare !== 'function' || !navigator.canShare(data)) {
    return 'unsupported';
  }
  try {
    await navigator.share(data);
    return 'shared';
  } catch (error) {
    // Closing the sheet is the person's choice, not a failure; anything else: fall back.
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    return 'unsupported';
  }
}

/** A WhatsApp link that opens a chat with the text filled in. */
export function whatsappLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
