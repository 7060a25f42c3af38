import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { loadPdfJs } from './pdfDocument';

export interface PageImages {
  /** Whether the page paints any picture (a scanned page is one). */
  drawsImages: boolean;
  /** The most pixels per point of any picture drawn from an image file: a scan's own resolution. */
  pixelsPerPoint?: number;
}

type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function multiply([a, b, c, d, e, f]: Matrix, [a2, b2, c2, d2, e2, f2]: Matrix): Matrix {
  return [
    a * a2 + b * c2,
    a * b2 + b * d2,
    c * a2 + d * c2,
    c * b2 + d * d2,
    e * a2 + f * c2 + e2,
    e * b2 + f * d2 + f2,
  ];
}

/** The pictures a page paints, and the resolution of the sharpest (an image fills the unit square of the current transform). */
export async function pageImages(page: PDFPageProxy): Promise<PageImages> {
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
  const { fnArray, argsArray } = await page.getOperatorList();
  let transform = IDENTITY;
  const saved: Matrix[] = [];
  let drawsImages = false;
  let pixelsPerPoint: number | undefined;
  fnArray.forEach((operator, index) => {
    if (operator === OPS.save) saved.push(transform);
    else if (operator === OPS.restore) transform = saved.pop() ?? IDENTITY;
    else if (operator === OPS.transform) transform = multiply(argsArray[index] as Matrix, transform);
    else if (imageOperators.has(operator)) {
      drawsImages = true;
      const widthPx = operator === OPS.paintImageXObject ? (argsArray[index] as [string, number])[1] : undefined;
      const drawnWidth = Math.hypot(transform[0], transform[1]);
      if (widthPx && drawnWidth > 0) pixelsPerPoint = Math.max(pixelsPerPoint ?? 0, widthPx / drawnWidth);
    }
  });
  return { drawsImages, ...(pixelsPerPoint ? { pixelsPerPoint } : {}) };
}
