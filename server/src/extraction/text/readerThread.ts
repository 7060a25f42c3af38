// Entry of a text reader worker thread: PDF parsing, rasterising and OCR, off the main thread.
import { languageDataFolder } from './languageData';
import { lowerThreadPriority } from './lowerThreadPriority';
import { createOcrEngine } from './ocrEngine';
import { loadPdfJs } from './pdfDocument';
import { readDocument, type ReadRequest } from './readDocument';
import { serveThreadPool, threadData } from './threadServer';
import type { DocumentText } from './types';

/** Background: the API's requests come first (19 is the lowest priority). */
const READER_NICENESS = 19;

export interface ReaderThreadData {
  startTimeoutMs: number;
}

// Before tesseract starts its thread, which inherits this priority.
lowerThreadPriority(READER_NICENESS);
const ocr = createOcrEngine(languageDataFolder());

serveThreadPool<ReadRequest, DocumentText>({
  start: async () => {
    await Promise.all([ocr.start(threadData<ReaderThreadData>().startTimeoutMs), loadPdfJs()]);
  },
  handle: (request, deadline) => readDocument(request, ocr, deadline),
});
