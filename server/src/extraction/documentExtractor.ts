import type { Clock } from '../clock';
import type { DocumentFileRepository } from '../documents/documentFileRepository';
import type { FileStorage } from '../files/storage/fileStorage';
import { isReadableSlot, parseDocument, type ExtractedFields, type ReadableSlot } from './parsers';
import type { OcrLanguage, ReadableMime, TextReader } from './text';
import { RECORD_LANGUAGES } from './text/recordLanguage';

/**
 * Identity and bank documents are printed in English. Land records are printed in their state's script (with
 * ASCII or the script's digits): the reader reads the record's heading in every record language to tell which
 * script it is, then the page in that one and English.
 */
export function languagesFor(slot: ReadableSlot): readonly OcrLanguage[] {
  return slot === 'khasraCopy' || slot === 'khatauniCopy' ? ['eng', ...RECORD_LANGUAGES] : ['eng'];
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
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      const bytes = await storage.get(file.storageKey);
      if (!bytes) throw new Error('The stored file is missing');
      const text = await reader.read(bytes, file.mime as ReadableMime, languagesFor(file.slot));
      const fields = parseDocument(file.slot, text.text, { today: clock(), ocrConfidence: text.confidence });
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
