import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { canvasFont } from './fonts';
import type { Page } from './page';

/** Draws a page onto a new canvas, scaled so that the page is `scale` times its layout size. */
export function renderToCanvas(page: Page, scale = 1): Canvas {
  const canvas = createCanvas(Math.round(page.width * scale), Math.round(page.height * scale));
  const context = canvas.getContext('2d');
  context.scale(scale, scale);
  context.fillStyle = page.background;
  context.fillRect(0, 0, page.width, page.height);
  for (const op of page.ops) {
    switch (op.kind) {
      case 'text':
        context.font = canvasFont(op.size, op.weight);
        context.fillStyle = op.colour;
        context.fillText(op.text, op.x, op.y);
        break;
      case 'rect':
        if (op.fill) {
          context.fillStyle = op.fill;
          context.fillRect(op.x, op.y, op.width, op.height);
        }
        if (op.stroke) {
          context.strokeStyle = op.stroke;
          context.lineWidth = op.lineWidth ?? 1;
          context.strokeRect(op.x, op.y, op.width, op.height);
        }
        break;
      case 'ellipse':
        context.fillStyle = op.fill;
        context.beginPath();
        context.ellipse(op.x, op.y, op.radiusX, op.radiusY, 0, 0, Math.PI * 2);
        context.fill();
        break;
      case 'polyline':
        context.strokeStyle = op.colour;
        context.lineWidth = op.lineWidth;
        context.beginPath();
        op.points.forEach(([x, y], index) => (index === 0 ? context.moveTo(x, y) : context.lineTo(x, y)));
        context.stroke();
        break;
    }
  }
  return canvas;
}
