import path from 'node:path';
import { spawnTypeScriptWorker } from '../../src/extraction/text/spawnTypeScriptWorker';

/** The text layer of each page of a PDF, as lines top to bottom (pdf.js, in a thread of its own). */
export function pdfText(bytes: Buffer): Promise<string[][]> {
  const worker = spawnTypeScriptWorker(path.join(__dirname, 'pdfTextThread'), new Uint8Array(bytes));
  return new Promise<string[][]>((resolve, reject) => {
    worker.once('message', (answer: { pages?: string[][]; error?: string }) => {
      if (answer.pages) resolve(answer.pages);
      else reject(new Error(answer.error));
    });
    worker.once('error', reject);
  }).finally(() => worker.terminate());
}
