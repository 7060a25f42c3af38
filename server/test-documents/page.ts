import { createCanvas } from '@napi-rs/canvas';
import { canvasFont, type FontWeight } from './fonts';

/**
 * A document drawn once as a list of simple operations, in pixels of its clean image, and rendered either
 * to an image (canvas) or to a PDF with a real text layer (pdf-lib).
 */
export type DrawOp =
  | { kind: 'text'; x: number; y: number; text: string; size: number; weight: FontWeight; colour: string }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; fill?: string; stroke?: string; lineWidth?: number }
  | { kind: 'ellipse'; x: number; y: number; radiusX: number; radiusY: number; fill: string }
  | { kind: 'polyline'; points: [number, number][]; colour: string; lineWidth: number };

export interface Page {
  width: number;
  height: number;
  /** The paper or card's real width, which sets the PDF page size and the scan resolution. */
  widthMm: number;
  background: string;
  ops: DrawOp[];
}

export interface TextStyle {
  size: number;
  weight?: FontWeight;
  colour?: string;
  align?: 'left' | 'center' | 'right';
}

const measuringContext = createCanvas(1, 1).getContext('2d');

export function measureText(text: string, size: number, weight: FontWeight = 'regular'): number {
  measuringContext.font = canvasFont(size, weight);
  return measuringContext.measureText(text).width;
}

export interface PageBuilder {
  readonly page: Page;
  /** Text whose baseline is at y; x is its left edge, centre or right edge according to align. */
  text(x: number, y: number, text: string, style: TextStyle): void;
  /** Text wrapped at word boundaries within maxWidth; returns the baseline after the last line. */
  wrap(x: number, y: number, maxWidth: number, lineHeight: number, text: string, style: TextStyle): number;
  rect(x: number, y: number, width: number, height: number, paint: { fill?: string; stroke?: string; lineWidth?: number }): void;
  ellipse(x: number, y: number, radiusX: number, radiusY: number, fill: string): void;
  polyline(points: [number, number][], colour: string, lineWidth: number): void;
}

export function createPage(width: number, height: number, widthMm: number, background = '#ffffff'): PageBuilder {
  const page: Page = { width, height, widthMm, background, ops: [] };
  const text = (x: number, y: number, content: string, style: TextStyle) => {
    const weight = style.weight ?? 'regular';
    const width = style.align && style.align !== 'left' ? measureText(content, style.size, weight) : 0;
    const left = style.align === 'center' ? x - width / 2 : style.align === 'right' ? x - width : x;
    page.ops.push({ kind: 'text', x: left, y, text: content, size: style.size, weight, colour: style.colour ?? '#1a1a1a' });
  };
  return {
    page,
    text,
    wrap(x, y, maxWidth, lineHeight, content, style) {
      let line = '';
      let baseline = y;
      for (const word of content.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && measureText(candidate, style.size, style.weight) > maxWidth) {
          text(x, baseline, line, style);
          baseline += lineHeight;
          line = word;
        } else line = candidate;
      }
      if (line) text(x, baseline, line, style);
      return baseline + lineHeight;
    },
    rect: (x, y, width, height, paint) => page.ops.push({ kind: 'rect', x, y, width, height, ...paint }),
    ellipse: (x, y, radiusX, radiusY, fill) => page.ops.push({ kind: 'ellipse', x, y, radiusX, radiusY, fill }),
    polyline: (points, colour, lineWidth) => page.ops.push({ kind: 'polyline', points, colour, lineWidth }),
  };
}
