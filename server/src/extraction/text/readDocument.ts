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
  const recognizeEncoded = async (image: Uint8Array): Promise<PageText> =>
    recognize(layout === 'table' ? tablePage(await decodeGrey(image)) : image);
  // A photographed record is levelled and evenly lit before its table's rules are erased.
  const recognizeTablePhoto = async (image: Uint8Array): Promise<PageText> =>
    recognize(tablePage((await preparedPhoto(image)) ?? (await decodeGrey(image))));
  const recognizeDrawn = async (canvas: Canvas): Promise<PageText> =>
    recognize(layout === 'table' ? tablePage(greyFromCanvas(canvas)) : await canvas.encode('png'));
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
