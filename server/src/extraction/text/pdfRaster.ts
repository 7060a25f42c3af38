import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Wide enough for 10-point print to reach the ~30 px letter height tesseract reads best.
const TARGET_WIDTH_PX = 2000;
/**
 * A scanned page is drawn at its scan's own resolution within these widths: enlarged, a 200 dpi scan's
 * table rules blur into bands the rule eraser leaves behind (synthetic 200 dpi scanned PDFs of eight states'
 * land records, persons 1400-1402: 89.2% of fields at 2000 px wide, 95.4% at the scan's own resolution).
 */
const SCAN_WIDTH_PX = { min: 1200, max: 2600 } as const;
const MAX_SCALE = 6;
/**
 * The most pixels one page is drawn with, whatever size it claims (an A4 page 2000 px wide is 5.7 MP): a
 * page a few points wide and metres tall must not become a canvas of gigabytes.
 */
export const MAX_PAGE_PIXELS = 12_000_000;

/**
 * The scale a page is drawn at: a scanned page at its scan's pixels per point, within SCAN_WIDTH_PX; any other
 * about 2000 px wide; never more than MAX_PAGE_PIXELS in all.
 */
export function pageScale(width: number, height: number, scanPixelsPerPoint?: number): number {
  const scanWidth = scanPixelsPerPoint === undefined ? undefined : width * scanPixelsPerPoint;
  const targetWidth =
    scanWidth === undefined || scanWidth < SCAN_WIDTH_PX.min ? TARGET_WIDTH_PX : Math.min(scanWidth, SCAN_WIDTH_PX.max);
  const scale = Math.min(MAX_SCALE, targetWidth / width);
  const pixels = width * scale * height * scale;
  return pixels > MAX_PAGE_PIXELS ? scale * Math.sqrt(MAX_PAGE_PIXELS / pixels) : scale;
}

/** Draws the page on white, at the scale `pageScale` gives. */
export async function rasterisePage(page: PDFPageProxy, scanPixelsPerPoint?: number): Promise<Canvas> {
  const unscaled = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: pageScale(unscaled.width, unscaled.height, scanPixelsPerPoint) });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = 'white';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: context as unknown as CanvasRenderingContext2D,
    viewport,
  }).promise;
  return canvas;
}
