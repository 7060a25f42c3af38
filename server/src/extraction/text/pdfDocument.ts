// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the worker's declaration travels with this file into every program that compiles it (e2e too)
/// <reference path="./pdfjsWorker.d.ts" />
import path from 'node:path';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DEFAULT_MAX_IMAGE_PIXELS } from '../../files/fileType';

type PdfJs = typeof PdfJsModule;

let pdfjs: Promise<PdfJs> | undefined;

/**
 * The legacy build is the one made for Node; it is ESM, so it is imported once (~0.5 s). Its worker module
 * is imported too: pdf.js then parses in this thread, instead of importing it on the first document.
 */
export function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.worker.mjs').then(() => import('pdfjs-dist/legacy/build/pdf.mjs'));
  return pdfjs;
}

// Fonts, character maps and image decoders are read from the installed package, never fetched.
const PACKAGE_FOLDER = path.dirname(require.resolve('pdfjs-dist/package.json'));
const packageFolder = (name: string) => `${path.join(PACKAGE_FOLDER, name)}${path.sep}`;

/** Opens the PDF, lets `use` read it, and frees it whatever happens. */
export async function withPdf<T>(bytes: Uint8Array, use: (pdf: PDFDocumentProxy) => Promise<T>): Promise<T> {
  const { getDocument } = await loadPdfJs();
  const loading = getDocument({
    data: bytes,
    standardFontDataUrl: packageFolder('standard_fonts'),
    cMapUrl: packageFolder('cmaps'),
    cMapPacked: true,
    wasmUrl: packageFolder('wasm'),
    enableXfa: false,
    // Pictures inside a page are decoded at their own size: one over the image cap is left out, not decoded.
    maxImageSize: DEFAULT_MAX_IMAGE_PIXELS,
    verbosity: 0,
  });
  try {
    return await use(await loading.promise);
  } finally {
    await loading.destroy();
  }
}
