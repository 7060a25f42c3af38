import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Wide enough for 10-point print to reach the ~30 px letter height tesseract reads best.
const TARGET_WIDTH_PX = 2000;
const MAX_SCALE = 6;
/**
 * The most pixels one page is drawn with, whatever size it claims (an A4 page 2000 px wide is 5.7 MP): a
 * page a few points wide and metres tall must not become a canvas of gigabytes.
 */
export const MAX_PAGE_PIXELS = 12_000_000;

/** The scale a page is drawn at: about 2000 px wide, never more than MAX_PAGE_PIXELS in all. */
export function pageScale(width: number, height: number): number {
  const scale = Math.min(MAX_SCALE, TARGET_WIDTH_PX / width);
  const pixels = width * scale * height * scale;
  return pixels > MAX_PAGE_PIXELS ? scale * Math.sqrt(MAX_PAGE_PIXELS / pixels) : scale;
}

/** Draws the page about 2000 px wide on white. */
export async function rasterisePage(page: PDFPageProxy): Promise<Canvas> {
  const unscaled = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: pageScale(unscaled.width, unscaled.height) });
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
