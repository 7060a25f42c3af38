import type { Canvas } from '@napi-rs/canvas';
import { decodeGrey, greyFromCanvas } from './greyImage';
import type { OcrEngine, OcrResult, PageLayout } from './ocrEngine';
import { uprightJpeg } from './orientImage';
import { withMissingNumberLines } from './missingNumberLines';
import { votedText } from './wordVote';
import { photoPage, preparedPhoto } from './photoPage';
import { withPdf } from './pdfDocument';
import { pageDrawsImages } from './pdfPageImages';
import { rasterisePage } from './pdfRaster';
import { pageTextLines } from './pdfTextLayer';
import { tablePage } from './tablePage';
import { judgeTextLayer } from './textLayerCheck';
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
 * Land records printed in Devanagari digits (many Bhulekh extracts) are read again in Hindi alone. Measured
 * on synthetic Khatauni pages: 'eng+hin' reads Devanagari digits worse than 'hin' ("७४४८२" for ७४४/२,
 * "ue" for २४६मि), while 'hin' drops ASCII 1s; so the Hindi read leads, the first read votes.
 */
const DEVANAGARI_DIGITS_SHARE = 0.5;

function printsDevanagariDigits(text: string): boolean {
  const devanagari = text.match(/[०-९]/g)?.length ?? 0;
  const ascii = text.match(/[0-9]/g)?.length ?? 0;
  return devanagari > 0 && devanagari >= DEVANAGARI_DIGITS_SHARE * (devanagari + ascii);
}

interface PageText extends Pick<OcrResult, 'text' | 'confidence'> {
  method: DocumentText['method'];
}

/** Reads one document (inside a worker thread): a PDF page's text layer when it can be trusted, OCR otherwise. */
export async function readDocument(request: ReadRequest, ocr: OcrEngine, deadline: number): Promise<DocumentText> {
  const layout = layoutFor(request.languages);
  const read = (image: Uint8Array) => ocr.recognize(image, request.languages, layout, deadline);
  const recognize = async (image: Uint8Array): Promise<PageText> => {
    const { text, confidence } = await read(image);
    return { text, confidence, method: 'ocr' };
  };
  const recognizePhoto = async (image: Uint8Array): Promise<PageText> => {
    const prepared = await photoPage(image);
    if (prepared === image) return recognize(image);
    const preparedRead = await read(prepared);
    const asUploaded = await read(image);
    const [better, other] =
      preparedRead.confidence < WEAK_CONFIDENCE && asUploaded.confidence > preparedRead.confidence
        ? [asUploaded, preparedRead]
        : [preparedRead, asUploaded];
    const text = withMissingNumberLines(votedText(better.lines, [other.lines]), other.text);
    return { text, confidence: better.confidence, method: 'ocr' };
  };
  const recognizeTable = async (image: Uint8Array): Promise<PageText> => {
    const first = await read(image);
    if (!printsDevanagariDigits(first.text)) return { text: first.text, confidence: first.confidence, method: 'ocr' };
    const hindi = await ocr.recognize(image, ['hin'], layout, deadline);
    return { text: votedText(hindi.lines, [first.lines]), confidence: hindi.confidence, method: 'ocr' };
  };
  const recognizeEncoded = async (image: Uint8Array): Promise<PageText> =>
    layout === 'table' ? recognizeTable(tablePage(await decodeGrey(image))) : recognize(image);
  // A photographed record is cut out of the table it lies on, levelled and evenly lit before its rules are erased.
  const recognizeTablePhoto = async (image: Uint8Array): Promise<PageText> =>
    recognizeTable(tablePage((await preparedPhoto(image, { findPage: true })) ?? (await decodeGrey(image))));
  const recognizeDrawn = async (canvas: Canvas): Promise<PageText> =>
    layout === 'table' ? recognizeTable(tablePage(greyFromCanvas(canvas))) : recognize(await canvas.encode('png'));
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
          const text = (await pageTextLines(page)).join('\n');
          pages.push(
            judgeTextLayer(text, await pageDrawsImages(page)) === 'usable'
              ? { text, confidence: 1, method: 'pdf-text' }
              : await recognizeDrawn(await rasterisePage(page)),
          );
        }
        return combine(pages);
      });
  }
}

/** Hindi is asked for land records only (Khatauni, Khasra): ruled tables whose rows hold the data. */
function layoutFor(languages: readonly OcrLanguage[]): PageLayout {
  return languages.includes('hin') ? 'table' : 'page';
}

function combine(pages: readonly PageText[]): DocumentText {
  return {
    text: pages.map((page) => page.text.trim()).join(PAGE_SEPARATOR),
    method: pages.every((page) => page.method === 'pdf-text') ? 'pdf-text' : 'ocr',
    confidence: pages.reduce((sum, page) => sum + page.confidence, 0) / Math.max(1, pages.length),
    pages: pages.length,
  };
}
