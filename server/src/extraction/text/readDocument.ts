import type { Canvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { decodeGrey, greyFromCanvas, type GreyImage } from './greyImage';
import type { OcrEngine, OcrResult, PageLayout } from './ocrEngine';
import { uprightJpeg } from './orientImage';
import { withCellsReadInScript } from './cellsReadInScript';
import { withColumnNumbers } from './columnNumbers';
import { withMissingNumberLines } from './missingNumberLines';
import { textOfLines, withNumberCellsReread } from './numberCells';
import { votedText } from './wordVote';
import { photoPage, preparedPhoto } from './photoPage';
import { withPdf } from './pdfDocument';
import { pageImages } from './pdfPageImages';
import { rasterisePage } from './pdfRaster';
import { pageTextLines } from './pdfTextLayer';
import {
  digitLanguages,
  headingStrip,
  languageOfText,
  printsScriptDigits,
  RECORD_LANGUAGES,
  SCRIPT_LANGUAGES,
  scriptDigits,
  type RecordLanguage,
} from './recordLanguage';
import { tablePage } from './tablePage';
import { judgeTextLayer } from './textLayerCheck';
import { logicalOrder, readsInVisualOrder } from './visualOrder';
import { PAGE_SEPARATOR, type DocumentText, type OcrLanguage, type ReadableMime } from './types';

export interface ReadRequest {
  bytes: Uint8Array;
  mime: ReadableMime;
  languages: readonly OcrLanguage[];
  maxPages: number;
}

/**
 * A prepared photo is read as uploaded too. Below this confidence the more confident text is kept: now
 * and then tesseract's page layout finds no text at all in a prepared photo that it reads as uploaded.
 */
const WEAK_CONFIDENCE = 0.45;

/**
 * Land records printed in their script's digits (many Bhulekh extracts, Bhoomi's RTCs) are read again in the
 * script's language alone. Measured on synthetic Khatauni pages: 'eng+hin' reads Devanagari digits worse than
 * 'hin' ("७४४८२" for ७४४/२, "ue" for २४६मि), while 'hin' drops ASCII 1s; so the script's read leads, the first
 * read votes. 'eng+kan' read short Kannada numbers in narrow cells as Latin letters ("wae" for ೮೩೬) the same way.
 */
const SCRIPT_DIGITS_SHARE = 0.5;

/**
 * A card or passbook photo (one that `photoPage` prepares) is read as one column of lines, so that a
 * passbook's labels stay beside their values: on synthetic phone photos of 60 persons, 92.7% of fields with
 * the automatic layout, 93.3% this way (better on three sets of ten, worse on one; `docs/benchmarks.md` B2).
 * Clean pages and scans keep the automatic layout, which read them a little better (persons 3000: 795
 * against 794 of 800 fields).
 */
const PHOTO_LAYOUT: PageLayout = 'column';

interface PageText extends Pick<OcrResult, 'text' | 'confidence'> {
  method: DocumentText['method'];
}

/** Reads one document (inside a worker thread): a PDF page's text layer when it can be trusted, OCR otherwise. */
export async function readDocument(request: ReadRequest, ocr: OcrEngine, deadline: number): Promise<DocumentText> {
  const recordLanguages = recordLanguagesOf(request.languages);
  const layout: PageLayout = recordLanguages.length > 0 ? 'table' : 'page';
  const read = (image: Uint8Array, imageLayout: PageLayout = layout) =>
    ocr.recognize(image, request.languages, imageLayout, deadline);
  const recognize = async (image: Uint8Array): Promise<PageText> => {
    const { text, confidence } = await read(image);
    return { text, confidence, method: 'ocr' };
  };
  const recognizePhoto = async (image: Uint8Array): Promise<PageText> => {
    const prepared = await photoPage(image);
    if (prepared === image) return recognize(image);
    const preparedRead = await read(prepared, PHOTO_LAYOUT);
    const asUploaded = await read(image, PHOTO_LAYOUT);
    const [better, other] =
      preparedRead.confidence < WEAK_CONFIDENCE && asUploaded.confidence > preparedRead.confidence
        ? [asUploaded, preparedRead]
        : [preparedRead, asUploaded];
    const text = withMissingNumberLines(votedText(better.lines, [other.lines]), other.text);
    return { text, confidence: better.confidence, method: 'ocr' };
  };
  /** The record's language: the one asked for, else told by its heading, read in one language of each script. */
  const languageOf = async (page: GreyImage): Promise<RecordLanguage> => {
    if (recordLanguages.length === 1) return recordLanguages[0]!;
    const scripts = SCRIPT_LANGUAGES.filter((language) => recordLanguages.includes(language));
    const heading = await ocr.recognize(headingStrip(page), scripts, layout, deadline);
    const language = languageOfText(heading.text);
    return recordLanguages.includes(language) ? language : scripts[0]!;
  };
  const recognizeTable = async (page: GreyImage): Promise<PageText> => {
    const { image, rules } = tablePage(page);
    const language = await languageOf(page);
    const first = await ocr.recognize(image, ['eng', language], layout, deadline);
    const inScriptDigits = printsScriptDigits(first.text, language, SCRIPT_DIGITS_SHARE);
    const digits = `${inScriptDigits ? scriptDigits(language) : '0123456789'}/.-`;
    const cellReader = (cellLanguage: OcrLanguage, characters?: string) => (cell: Uint8Array) =>
      ocr.recognize(cell, [cellLanguage], 'cell', deadline, characters);
    const cellLanguages = inScriptDigits ? digitLanguages(language) : (['eng'] as const);
    const readDigits = cellLanguages.map((cellLanguage) => cellReader(cellLanguage, digits));
    if (!inScriptDigits) {
      const columnsRead = await withColumnNumbers(first.lines, page, rules, (column) =>
        ocr.recognize(column, ['eng', language], layout, deadline),
      );
      const digitsMended = await withNumberCellsReread(columnsRead, page, readDigits);
      const lines = await withCellsReadInScript(digitsMended, page, cellReader(language));
      return {
        text: lines === first.lines ? first.text : textOfLines(lines),
        confidence: first.confidence,
        method: 'ocr',
      };
    }
    const scriptOnly = await ocr.recognize(image, [language], layout, deadline);
    const columnsRead = await withColumnNumbers(scriptOnly.lines, page, rules, (column) =>
      ocr.recognize(column, [language], layout, deadline),
    );
    const readsInScript = cellLanguages.map((cellLanguage) => cellReader(cellLanguage));
    const lines = await withNumberCellsReread(columnsRead, page, readDigits, { readsInScript });
    return { text: votedText(lines, [first.lines]), confidence: scriptOnly.confidence, method: 'ocr' };
  };
  const recognizeEncoded = async (image: Uint8Array): Promise<PageText> =>
    layout === 'table' ? recognizeTable(await decodeGrey(image)) : recognize(image);
  // A photographed record is cut out of the table it lies on, levelled and evenly lit before its rules are erased.
  const recognizeTablePhoto = async (image: Uint8Array): Promise<PageText> =>
    recognizeTable((await preparedPhoto(image, { findPage: true })) ?? (await decodeGrey(image)));
  const recognizeDrawn = async (canvas: Canvas): Promise<PageText> =>
    layout === 'table' ? recognizeTable(greyFromCanvas(canvas)) : recognize(await canvas.encode('png'));
  switch (request.mime) {
    case 'image/jpeg': {
      // Phones save JPEG: only these may be photos worth preparing.
      const upright = await uprightJpeg(request.bytes);
      return combine([layout === 'page' ? await recognizePhoto(upright) : await recognizeTablePhoto(upright)]);
    }
    case 'image/png':
      return combine([await recognizeEncoded(request.bytes)]);
    case 'application/pdf':
      return withPdf(request.bytes, async (pdf) => {
        const pages: PageText[] = [];
        for (let number = 1; number <= Math.min(pdf.numPages, request.maxPages); number++) {
          const page = await pdf.getPage(number);
          const images = await pageImages(page);
          const text = await trustedTextLayer(page, images.drawsImages);
          pages.push(
            text === undefined
              ? await recognizeDrawn(await rasterisePage(page, images.pixelsPerPoint))
              : { text, confidence: 1, method: 'pdf-text' },
          );
        }
        return combine(pages);
      });
  }
}

/** The page's text layer, put in logical order when extracted in visual order; undefined when OCR must read the page. */
async function trustedTextLayer(page: PDFPageProxy, drawsImages: boolean): Promise<string | undefined> {
  const extracted = (await pageTextLines(page)).join('\n');
  const text = readsInVisualOrder(extracted) ? logicalOrder(extracted) : extracted;
  return judgeTextLayer(text, drawsImages) === 'usable' ? text : undefined;
}

/** The record languages asked for: land records only (ruled tables whose rows hold the data), one known or several to choose from. */
function recordLanguagesOf(languages: readonly OcrLanguage[]): RecordLanguage[] {
  return RECORD_LANGUAGES.filter((language) => languages.includes(language));
}

function combine(pages: readonly PageText[]): DocumentText {
  return {
    text: pages.map((page) => page.text.trim()).join(PAGE_SEPARATOR),
    method: pages.every((page) => page.method === 'pdf-text') ? 'pdf-text' : 'ocr',
    confidence: pages.reduce((sum, page) => sum + page.confidence, 0) / Math.max(1, pages.length),
    pages: pages.length,
  };
}
