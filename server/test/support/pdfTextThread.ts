// Entry of the thread pdfText() starts: pdf.js is an ES module, which jest's module system cannot load.
import { parentPort, workerData } from 'node:worker_threads';
import { withPdf } from '../../src/extraction/text/pdfDocument';
import { pageTextLines } from '../../src/extraction/text/pdfTextLayer';
import type { TypeScriptWorkerData } from '../../src/extraction/text/spawnTypeScriptWorker';

const { data: bytes } = workerData as TypeScriptWorkerData<Uint8Array>;
withPdf(bytes, async (pdf) => {
  const pages: string[][] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) pages.push(await pageTextLines(await pdf.getPage(number)));
  return pages;
}).then(
  (pages) => parentPort!.postMessage({ pages }),
  (error: Error) => parentPort!.postMessage({ error: error.message }),
);
