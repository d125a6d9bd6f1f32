import { TAX_DOCUMENT_TITLES, type TTaxDocument } from '@cardora/contract';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#api/api-error';
import { downloadFromPath } from '#api/download-file';
import { useMessage } from '#i18n/use-message';
import { documentSlug } from '../documents';

/** The name the browser saves a document under when the server names none (it always does). */
function fallbackFileName(document: Pick<TTaxDocument, 'kind' | 'number'>): string {
  return `${TAX_DOCUMENT_TITLES[document.kind].replace(/ /g, '-')}-${documentSlug(document.number)}.pdf`;
}

/**
 * A document's PDF (its `downloadPath`, signed in): fetched, then saved under the server's file
 * name. Which document is on its way, for its button's spinner; a failure is said in a snackbar
 * (the server's refusal when it sent one).
 */
export function useDocumentDownload() {
  // Also used in a success snackbar, outside any page's Suspense: English until the words arrive.
  const { t } = useTranslation('documents', { useSuspense: false });
  const translate = useMessage();
  const { enqueueSnackbar } = useSnackbar();
  const [downloading, setDownloading] = useState<ReadonlySet<string>>(new Set());

  const download = async (document: Pick<TTaxDocument, 'id' | 'kind' | 'number' | 'downloadPath'>) => {
    if (downloading.has(document.id)) return;
    setDownloading((previous) => new Set(previous).add(document.id));
    try {
      await downloadFromPath(document.downloadPath, {}, fallbackFileName(document));
    } catch (error) {
      const message =
        isApiError(error) && error.status < 500
          ? translate(error.message)
          : t('list.downloadFailed', {
              defaultValue: 'The document could not be downloaded. Please try again.',
            });
      enqueueSnackbar(message, { variant: 'error' });
    } finally {
      setDownloading((previous) => {
        const next = new Set(previous);
        next.delete(document.id);
        return next;
      });
    }
  };

  return { isDownloading: (documentId: string) => downloading.has(documentId), download };
}
