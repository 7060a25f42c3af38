import { useCallback, useState } from 'react';
import { LAWYER_DOCUMENT_SLOTS, type LawyerDocumentSlot } from '@kisan-credit/shared-api/contract/options';
import { useFileUploads } from '@kisan-credit/shared-ui/files/useFileUploads';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';

type SlotUrls = Record<LawyerDocumentSlot, string>;

function savedUrls(documents: unknown): SlotUrls {
  const saved = (typeof documents === 'object' && documents !== null ? documents : {}) as Record<string, unknown>;
  return Object.fromEntries(
    LAWYER_DOCUMENT_SLOTS.map((slot) => [slot.value, typeof saved[slot.value] === 'string' ? saved[slot.value] : '']),
  ) as SlotUrls;
}

/**
 * The four legal document slots (docs/requirements.md#r4-document-slot): the url of each (the farmer's Khasra and Khatauni
 * show as uploaded), uploads with progress, and Reupload resetting a slot to empty. What changed since
 * loading is what the save sends: a new url, or '' for a slot that was reset. `reapplied`: the changes a
 * refused save had, put back after a Reload.
 */
export function useLegalDocuments(documents: unknown, onChange: () => void, reapplied: Partial<SlotUrls> = {}) {
  const language = useLanguage();
  const [saved, setSaved] = useState(() => savedUrls(documents));
  const [urls, setUrls] = useState(() => ({ ...saved, ...reapplied }));
  const uploads = useFileUploads(language);

  const upload = useCallback(
    async (slot: LawyerDocumentSlot) => {
      const file = uploads.stateOf(slot).file;
      if (!file) return;
      const url = await uploads.upload(slot, { doctype: slot }, file);
      if (url) {
        setUrls((current) => ({ ...current, [slot]: url }));
        onChange();
      }
    },
    [onChange, uploads],
  );

  const reupload = useCallback(
    (slot: LawyerDocumentSlot) => {
      uploads.reset(slot);
      setUrls((current) => ({ ...current, [slot]: '' }));
      onChange();
    },
    [onChange, uploads],
  );

  const changes = (): Partial<SlotUrls> =>
    Object.fromEntries(
      Object.entries(urls).filter(([slot, url]) => url !== saved[slot as LawyerDocumentSlot]),
    ) as Partial<SlotUrls>;

  /** After a save, what was sent is what the server holds. */
  const markSaved = useCallback(() => setSaved(urls), [urls]);

  return { urls, uploads, upload, reupload, changes, markSaved };
}

export type LegalDocuments = ReturnType<typeof useLegalDocuments>;
