import { useMutation } from '@tanstack/react-query';
import { cardKeys } from '#api/query-keys';
import { type UploadRequest, uploadDocument } from '../upload';

/** POST /document/uploadDoc with progress; the field that asked shows the error beside it. */
export function useUploadDocument() {
  return useMutation({
    mutationKey: cardKeys.upload(),
    mutationFn: (request: UploadRequest) => uploadDocument(request),
    meta: { inlineErrors: true },
  });
}
