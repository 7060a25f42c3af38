import { useCallback, useState } from 'react';
import { serverErrorText } from '@kisan-credit/shared-api/client/errors';
import { useGetSessionQuery } from '@kisan-credit/shared-api/client/api';
import { APPLICATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/application';
import { translate, type Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { UPLOAD_MESSAGES, uploadResumed, uploadRetrying } from '@kisan-credit/shared-api/contract/messages/uploads';
import type { UploadTarget } from '@kisan-credit/shared-api/contract/resumableUpload';
import { fileTooLargeMessage, WIZARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/wizard';
import { useApiAccess } from './apiAccess';
import { downscalePhoto } from './downscalePhoto';
import { localUploadMemory, uploadResumable } from './resumableUpload';
import { currentLanguage } from '../i18n/language';

export interface UploadSlotState {
  /** Chosen and not yet uploaded. */
  file?: File;
  fileName?: string;
  uploading: boolean;
  /** 0 to 1 while uploading. */
  progress: number;
  /**
   * What is happening besides the progress: the photo being made smaller, a dropped connection being tried
   * again, the upload going on from where it stopped.
   */
  notice?: string;
  error?: string;
}

const EMPTY: UploadSlotState = { uploading: false, progress: 0 };

/** Where the upload answer says the file is: `{url}` (docs/requirements.md#r7-calls), also inside `{data}`. */
export function uploadedUrl(answer: unknown): string | undefined {
  const body =
    typeof answer === 'object' && answer !== null && 'data' in answer ? (answer as { data: unknown }).data : answer;
  const url = typeof body === 'object' && body !== null ? (body as { url?: unknown }).url : undefined;
  return typeof url === 'string' && url !== '' ? url : undefined;
}

/**
 * Checks a chosen file against the slot's types (by its name's extension) and the server's size limit, once
 * known (until then the server's 413 is the check).
 */
export function fileProblem(
  file: File,
  accept: readonly string[],
  maxBytes: number | undefined,
  language: Language = currentLanguage(),
): string | undefined {
  const name = file.name.toLowerCase();
  const typeFits = accept.some((extension) => name.endsWith(extension));
  if (!typeFits) return `${translate(WIZARD_MESSAGES.wrongFileType, language)}${accept.join(', ')}`;
  if (maxBytes !== undefined && file.size > maxBytes) return translate(fileTooLargeMessage(maxBytes), language);
  return undefined;
}

/**
 * Upload slots by key (the wizard's documents and guarantor documents, the lawyer's legal documents): the
 * chosen file, the progress while it is sent, and what went wrong ('Document upload failed', docs/requirements.md#r8-errors).
 * `upload` resolves with the stored file's url, or undefined when it failed.
 */
export function useFileUploads(language: Language = currentLanguage()) {
  const apiAccess = useApiAccess();
  const maxBytes = useGetSessionQuery().data?.uploadMaxBytes;
  const [slots, setSlots] = useState<Readonly<Record<string, UploadSlotState>>>({});
  const patch = useCallback(
    (key: string, change: Partial<UploadSlotState>) =>
      setSlots((current) => ({ ...current, [key]: { ...(current[key] ?? EMPTY), ...change } })),
    [],
  );

  const choose = useCallback(
    (key: string, file: File, accept: readonly string[]) => {
      const problem = fileProblem(file, accept, maxBytes, language);
      patch(
        key,
        problem
          ? { file: undefined, fileName: file.name, error: problem }
          : { file, fileName: file.name, error: undefined },
      );
    },
    [language, maxBytes, patch],
  );

  /**
   * Sends the file in chunks (docs/design.md#resumable-uploads): a dropped chunk is tried again and the
   * upload goes on from what the server holds; the farmer sees each wait and each resume.
   */
  const send = useCallback(
    async (key: string, target: UploadTarget, file: File): Promise<{ url: string }> => {
      const percent = (fraction: number) => Math.floor(fraction * 100);
      let preparing = true;
      return uploadResumable({
        target,
        file,
        fileName: file.name,
        access: apiAccess(),
        memory: localUploadMemory,
        onProgress: (progress) => {
          patch(key, preparing ? { progress, notice: undefined } : { progress });
          preparing = false;
        },
        onRetry: ({ delayMs, fraction }) =>
          patch(key, {
            progress: fraction,
            notice: translate(uploadRetrying(Math.ceil(delayMs / 1000), percent(fraction)), language),
          }),
        onResumed: (fraction) => {
          preparing = false;
          patch(key, { progress: fraction, notice: translate(uploadResumed(percent(fraction)), language) });
        },
      });
    },
    [apiAccess, language, patch],
  );

  const upload = useCallback(
    async (key: string, target: UploadTarget, file: File): Promise<string | undefined> => {
      const isPhoto = file.type.startsWith('image/');
      patch(key, {
        uploading: true,
        progress: 0,
        error: undefined,
        notice: isPhoto ? translate(UPLOAD_MESSAGES.preparingPhoto, language) : undefined,
      });
      try {
        const answer = await send(key, target, await downscalePhoto(file));
        const url = uploadedUrl(answer);
        if (!url) throw new Error('The upload answer has no url');
        patch(key, { uploading: false, progress: 1, file: undefined, notice: undefined });
        return url;
      } catch (error) {
        console.warn('Document upload failed', error);
        const detail = serverErrorText(error);
        const failed = translate(APPLICATION_MESSAGES.documentUploadFailed, language);
        patch(key, {
          uploading: false,
          progress: 0,
          notice: undefined,
          error: detail ? `${failed}: ${detail}` : failed,
        });
        return undefined;
      }
    },
    [language, patch, send],
  );

  const reset = useCallback((key: string) => setSlots((current) => ({ ...current, [key]: EMPTY })), []);
  const stateOf = useCallback((key: string): UploadSlotState => slots[key] ?? EMPTY, [slots]);

  return { choose, upload, reset, stateOf };
}

export type FileUploads = ReturnType<typeof useFileUploads>;
