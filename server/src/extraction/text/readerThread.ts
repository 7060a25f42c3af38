// Entry of a text reader worker thread: PDF parsing, rasterising and OCR, off the main thread.
import { languageDataFolder } from './languageData';
import { createOcrEngine } from './ocrEngine';
import { loadPdfJs } from './pdfDocument';
import { readDocument, type ReadRequest } from './readDocument';
import { serveThreadPool, threadData } from './threadServer';
import type { DocumentText } from './types';

export interface ReaderThreadData {
  startTimeoutMs: number;
}

const ocr = createOcrEngine(languageDataFolder());

serveThreadPool<ReadRequest, DocumentText>({
  start: async () => {
    await Promise.all([ocr.start(threadData<ReaderThreadData>().startTimeoutMs), loadPdfJs()]);
  },
  handle: (request, deadline) => readDocument(request, ocr, deadline),
});
