import { landRecordStateOfApplication } from '@kisan-credit/shared-api/contract/landRecordState';
import type { LandRecordState } from '@kisan-credit/shared-api/contract/messages/landRecordKinds';
import type { Clock } from '../clock';
import type { DocumentFileRepository } from '../documents/documentFileRepository';
import type { FileStorage } from '../files/storage/fileStorage';
import { isReadableSlot, parseDocument, type ExtractedFields, type ReadableSlot } from './parsers';
import type { OcrLanguage, ReadableMime, TextReader } from './text';
import { RECORD_LANGUAGES, RECORD_LANGUAGE_OF_STATE } from './text/recordLanguage';

const isLandSlot = (slot: string) => slot === 'khasraCopy' || slot === 'khatauniCopy';

/**
 * Identity and bank documents are printed in English. Land records are printed in their state's script (with
 * ASCII or the script's digits): the record of a farmer whose address (or PIN code) names the state is read
 * in that state's language and English; otherwise the reader first reads the record's heading in every
 * record language to tell which script it is (docs/requirements.md#r10-record-language-from-address).
 */
export function languagesFor(slot: ReadableSlot, state?: LandRecordState): readonly OcrLanguage[] {
  if (!isLandSlot(slot)) return ['eng'];
  return state ? ['eng', RECORD_LANGUAGE_OF_STATE[state]] : ['eng', ...RECORD_LANGUAGES];
}

const namesAPlace = (fields: ExtractedFields) =>
  (fields.landRecords ?? []).some((record) => record.revenueVillage || record.tehsil || record.district);

/** The state the farmer's application names (address or PIN code), which tells their land record's script. */
async function farmersState(files: DocumentFileRepository, ownerUserId: string): Promise<LandRecordState | undefined> {
  const application = await files.applicationStatusOf(ownerUserId);
  return application && landRecordStateOfApplication(application.data);
}

export interface DocumentExtractorOptions {
  files: DocumentFileRepository;
  storage: FileStorage;
  reader: TextReader;
  clock: Clock;
  seal(fileId: string, fields: ExtractedFields): string;
}

/**
 * One extraction job: read the file's text (PDF text layer or OCR, off the event loop), parse it into
 * suggestions, and store them sealed. A file replaced or a user logged out meanwhile is skipped; a document
 * that cannot be read is marked failed, so the user's suggestions stop showing 'processing'.
 */
export function createDocumentExtractor({ files, storage, reader, clock, seal }: DocumentExtractorOptions) {
  return async function extract(fileId: string): Promise<void> {
    const pending = await files.pendingExtraction(fileId);
    const file = pending && (await files.find(fileId));
    if (!file || !isReadableSlot(file.slot)) return;
    const { slot, mime, ownerUserId } = file;
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      const bytes = await storage.get(file.storageKey);
      if (!bytes) throw new Error('The stored file is missing');
      const read = async (state?: LandRecordState) => {
        const text = await reader.read(bytes, mime as ReadableMime, languagesFor(slot, state));
        return { text, fields: parseDocument(slot, text.text, { today: clock(), ocrConfidence: text.confidence }) };
      };
      const state = isLandSlot(slot) && ownerUserId ? await farmersState(files, ownerUserId) : undefined;
      let { text, fields } = await read(state);
      // A record read in another script than its own finds none of its place labels (land in another state
      // than the farmer's address): it is read again, the script told by its heading, and the better read kept.
      if (state && !namesAPlace(fields)) {
        const again = await read();
        if (namesAPlace(again.fields) || !fields.landRecords?.length) ({ text, fields } = again);
      }
      await files.finishExtraction(fileId, {
        state: 'done',
        sealedFields: seal(fileId, fields),
        method: text.method,
        millis: elapsed(),
        finishedAt: clock(),
      });
    } catch (error) {
      await files.finishExtraction(fileId, {
        state: 'failed',
        sealedFields: null,
        method: null,
        millis: elapsed(),
        finishedAt: clock(),
      });
      throw error;
    }
  };
}
