import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { loadPdfJs } from './pdfDocument';

/** Whether the page paints any picture (a scanned page is one). */
export async function pageDrawsImages(page: PDFPageProxy): Promise<boolean> {
  const { OPS } = await loadPdfJs();
  const imageOperators = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintInlineImageXObjectGroup,
    OPS.paintImageXObjectRepeat,
    OPS.paintImageMaskXObject,
    OPS.paintImageMaskXObjectGroup,
    OPS.paintImageMaskXObjectRepeat,
  ]);
  const { fnArray } = await page.getOperatorList();
  return fnArray.some((operator) => imageOperators.has(operator));
}
