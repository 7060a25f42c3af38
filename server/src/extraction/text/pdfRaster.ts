import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Wide enough for 10-point print to reach the ~30 px letter height tesseract reads best.
const TARGET_WIDTH_PX = 2000;
const MAX_SCALE = 6;

/** Draws the page about 2000 px wide on white. */
export async function rasterisePage(page: PDFPageProxy): Promise<Canvas> {
  const unscaled = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: Math.min(MAX_SCALE, TARGET_WIDTH_PX / unscaled.width) });
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
