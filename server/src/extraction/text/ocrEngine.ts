import { createWorker, OEM, PSM, type Block, type Worker as TesseractWorker } from 'tesseract.js';
import type { Worker as NodeWorker } from 'node:worker_threads';
import type { OcrLanguage } from './types';
import { TimeoutError, withTimeout } from './withTimeout';

/** A word's place on the image read, in pixels: left, top, right and bottom edges. */
export interface WordBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrWord {
  text: string;
  /** 0..100, as tesseract gives it */
  confidence: number;
  box?: WordBox;
}

export interface OcrLine {
  words: OcrWord[];
}

export interface OcrResult {
  text: string;
  /** 0..1 */
  confidence: number;
  /** The text's lines, word by word. */
  lines: OcrLine[];
}

export interface OcrEngine {
  /** Starts the tesseract worker (English) now. */
  start(timeoutMs: number): Promise<void>;
  recognize(
    image: Uint8Array,
    languages: readonly OcrLanguage[],
    layout: PageLayout,
    deadline: number,
    /** The only characters the read may give (tesseract's whitelist); any when omitted. */
    characters?: string,
  ): Promise<OcrResult>;
}

/**
 * 'page': automatic page segmentation (mode 3); one block (mode 6, the library's default) loses the Aadhaar
 * number on a card's back. 'table': one block of text lines, so that a table's row is one line of text;
 * mode 3 splits a table into column blocks, or drops cells it takes for a picture. 'cell': one line of
 * text, a table cell cut out of its page. 'column': one column of lines of any size (mode 4), for a photo
 * of a card or passbook, where mode 3 reads the labels apart from their values or drops the lines of a box.
 */
export type PageLayout = 'page' | 'table' | 'cell' | 'column';

const SEGMENTATION_MODES: Record<PageLayout, PSM> = {
  page: PSM.AUTO,
  table: PSM.SINGLE_BLOCK,
  cell: PSM.SINGLE_LINE,
  column: PSM.SINGLE_COLUMN,
};

/**
 * Tesseract's language string. English leads whenever it is asked for: measured on Khatauni-like pages,
 * 'hin' and 'hin+eng' read ASCII digits as Devanagari ones or drop them (5 of 9 numbers right), while
 * 'eng+hin' read 9 of 9 and every Hindi word, as well as a hin pass and an eng pass merged by word boxes,
 * in half the time.
 */
function tesseractLanguages(languages: readonly OcrLanguage[]): string {
  const unique = [...new Set(languages.length > 0 ? languages : (['eng'] as const))];
  return unique.sort((a, b) => Number(b === 'eng') - Number(a === 'eng')).join('+');
}

interface RunningWorker {
  worker: TesseractWorker;
  languages: string;
  /** Rejects when the worker's thread dies. */
  died: Promise<never>;
  isDead: boolean;
}

function linesOf(blocks: readonly Block[]): OcrLine[] {
  return blocks.flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.map((line) => ({
        words: line.words.map(({ text, confidence, bbox }) => ({ text, confidence, box: bbox })),
      })),
    ),
  );
}

/** One tesseract.js worker, started with local language data only, replaced when it fails or hangs. */
export function createOcrEngine(langPath: string): OcrEngine {
  let running: RunningWorker | undefined;

  async function startWorker(languages: string, timeoutMs: number): Promise<RunningWorker> {
    const starting = createWorker(languages, OEM.LSTM_ONLY, {
      langPath,
      gzip: true,
      cacheMethod: 'none',
      // Without it tesseract.js throws failures from its message handler, which would end the thread.
      errorHandler: () => undefined,
    });
    const worker = await withTimeout(starting, timeoutMs, 'starting tesseract', () => {
      void starting.then(
        (late) => late.terminate(),
        () => undefined,
      );
    });
    const thread = (worker as unknown as { worker: NodeWorker }).worker;
    const died = new Promise<never>((_, reject) => {
      thread.once('error', reject);
      thread.once('exit', (code) => reject(new Error(`tesseract worker exited with code ${code}`)));
    });
    const started: RunningWorker = { worker, languages, died, isDead: false };
    died.catch(() => {
      started.isDead = true;
    });
    return started;
  }

  async function discard(): Promise<void> {
    const stale = running;
    running = undefined;
    await stale?.worker.terminate();
  }

  async function workerFor(languages: string, deadline: number): Promise<RunningWorker> {
    if (running?.isDead) await discard();
    if (!running) {
      running = await startWorker(languages, deadline - Date.now());
      return running;
    }
    const current = running;
    if (current.languages === languages) return current;
    try {
      const loading = Promise.race([current.worker.reinitialize(languages), current.died]);
      await withTimeout(loading, deadline - Date.now(), 'loading languages');
    } catch (error) {
      await discard(); // its tesseract instance is gone or half made
      throw error;
    }
    current.languages = languages;
    return current;
  }

  return {
    async start(timeoutMs) {
      running ??= await startWorker('eng', timeoutMs);
    },
    async recognize(image, languages, layout, deadline, characters) {
      try {
        const { worker, died } = await workerFor(tesseractLanguages(languages), deadline);
        const bytes = Buffer.from(image.buffer, image.byteOffset, image.byteLength);
        // debug_file silences "Estimating resolution" lines on stderr.
        const parameters = {
          tessedit_pageseg_mode: SEGMENTATION_MODES[layout],
          debug_file: '/dev/null',
          ...(characters === undefined ? {} : { tessedit_char_whitelist: characters }),
        };
        const recognizing = worker.recognize(bytes, parameters as never, { text: true, blocks: true });
        const { data } = await withTimeout(Promise.race([recognizing, died]), deadline - Date.now(), 'OCR');
        return { text: data.text, confidence: data.confidence / 100, lines: linesOf(data.blocks ?? []) };
      } catch (error) {
        // A worker that hung may still be busy, and a dead one cannot answer: the next image gets a new one.
        // An image tesseract could not read leaves the worker as it was.
        if (error instanceof TimeoutError || running?.isDead) await discard();
        throw error;
      }
    },
  };
}
