import path from 'node:path';
import type { ReadRequest } from './readDocument';
import type { ReaderThreadData } from './readerThread';
import { createThreadPool } from './threadPool';
import type { DocumentText, TextReader } from './types';

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_PAGES = 3;
// Starting a thread and its tesseract worker takes 0.5-1.5 s; generous, as boot may share the CPU.
const START_TIMEOUT_MS = 60_000;

/**
 * Reads documents on `workers` threads, each holding its own tesseract worker; more requests wait in a
 * queue. `timeoutMs` bounds one document; `maxPages` bounds a PDF.
 */
export function createTextReader(options: { workers: number; timeoutMs?: number; maxPages?: number }): TextReader {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  const pool = createThreadPool<ReadRequest, DocumentText, ReaderThreadData>({
    entry: path.join(__dirname, 'readerThread'),
    data: { startTimeoutMs: START_TIMEOUT_MS },
    size: Math.max(1, Math.floor(options.workers)),
    startTimeoutMs: START_TIMEOUT_MS,
    jobTimeoutMs: timeoutMs,
  });
  return {
    read: (bytes, mime, languages) => pool.run({ bytes, mime, languages, maxPages }),
    warm: () => pool.start(),
    close: () => pool.close(),
  };
}
