import { useCallback, useState } from 'react';
import { saveBlob, shareImageFile } from '#features/greetings';
import { downloadUrl, fetchPdf } from '../pdf-fetch';

export type FileAction = 'download' | 'share';

/**
 * Download and Share of a card's PDF (GET /pdf-card/downloadPdfCard): Share hands the file to
 * the phone's share sheet where files can be shared, else saves it. A refusal is kept as the
 * error decoded from the answer's JSON, for the page to show with the way on.
 */
export function useCardFile() {
  const [busy, setBusy] = useState<FileAction | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<{ action: FileAction | 'saved-instead'; at: number } | null>(null);

  const run = async (
    action: FileAction,
    card: { pdfCardNo: number; fileName: string; title: string; forceClean?: boolean },
  ) => {
    if (busy) return;
    setBusy(action);
    setError(null);
    try {
      const file = await fetchPdf(
        downloadUrl({ pdfCardNo: card.pdfCardNo, forceClean: card.forceClean }),
        card.fileName,
      );
      const blob = new Blob([file.bytes.slice().buffer], { type: 'application/pdf' });
      if (action === 'download') {
        saveBlob(blob, file.fileName);
        setDone({ action, at: Date.now() });
        return;
      }
      const outcome = await shareImageFile(
        new File([blob], file.fileName, { type: 'application/pdf' }),
        card.title,
        card.title,
      );
      if (outcome === 'unsupported') {
        saveBlob(blob, file.fileName);
        setDone({ action: 'saved-instead', at: Date.now() });
      } else if (outcome === 'shared') setDone({ action, at: Date.now() });
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(null);
    }
  };

  const clearError = useCallback(() => setError(null), []);
  return { busy, error, done, run, clearError };
}
