import { greyAt, type GreyImage } from './greyImage';

// Module-level copies: inside jest's sandbox every lookup of the global Math is many times slower.
const { hypot, max, round } = Math;

/** A point on an image, in pixels. */
export interface Point {
  x: number;
  y: number;
}

/** A sheet's four corners as seen: top left, top right, bottom right, bottom left. */
export type Quadrilateral = readonly [Point, Point, Point, Point];

/**
 * The projective map of the unit square (u, v in 0..1, u across, v down) onto a quadrilateral: how a flat
 * sheet looks from a camera that is not square to it. `toImage` places a point of the sheet; `toSheet` finds
 * where on the sheet a point of the image lies (Heckbert's square-to-quadrilateral map and its inverse).
 */
export interface SheetView {
  toImage(u: number, v: number): Point;
  toSheet(x: number, y: number): { u: number; v: number };
  /** The map as [a, b, c, d, e, f, g, h]: x = (a·u + b·v + c) / w and y = (d·u + e·v + f) / w, w = g·u + h·v + 1. */
  matrix: readonly [number, number, number, number, number, number, number, number];
}

export function sheetView([topLeft, topRight, bottomRight, bottomLeft]: Quadrilateral): SheetView {
  const sx = topLeft.x - topRight.x + bottomRight.x - bottomLeft.x;
  const sy = topLeft.y - topRight.y + bottomRight.y - bottomLeft.y;
  const [dx1, dx2] = [topRight.x - bottomRight.x, bottomLeft.x - bottomRight.x];
  const [dy1, dy2] = [topRight.y - bottomRight.y, bottomLeft.y - bottomRight.y];
  const determinant = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / determinant;
  const h = (dx1 * sy - sx * dy1) / determinant;
  const a = topRight.x - topLeft.x + g * topRight.x;
  const b = bottomLeft.x - topLeft.x + h * bottomLeft.x;
  const c = topLeft.x;
  const d = topRight.y - topLeft.y + g * topRight.y;
  const e = bottomLeft.y - topLeft.y + h * bottomLeft.y;
  const f = topLeft.y;
  // The inverse map is the adjugate of [[a, b, c], [d, e, f], [g, h, 1]]; its scale cancels out.
  const inverse = [
    e - f * h,
    c * h - b,
    b * f - c * e,
    f * g - d,
    a - c * g,
    c * d - a * f,
    d * h - e * g,
    b * g - a * h,
    a * e - b * d,
  ] as const;
  return {
    matrix: [a, b, c, d, e, f, g, h],
    toImage(u, v) {
      const w = g * u + h * v + 1;
      return { x: (a * u + b * v + c) / w, y: (d * u + e * v + f) / w };
    },
    toSheet(x, y) {
      const w = inverse[6] * x + inverse[7] * y + inverse[8];
      return {
        u: (inverse[0] * x + inverse[1] * y + inverse[2]) / w,
        v: (inverse[3] * x + inverse[4] * y + inverse[5]) / w,
      };
    },
  };
}

export const distance = (a: Point, b: Point) => hypot(a.x - b.x, a.y - b.y);

/**
 * The sheet seen at `corners` in the image, drawn square-on `scale` times as large as its longer sides
 * were seen, each pixel blended from the four nearest (bilinear).
 */
export function flattenedSheet(image: GreyImage, corners: Quadrilateral, scale: number): GreyImage {
  const [topLeft, topRight, bottomRight, bottomLeft] = corners;
  const width = round(scale * max(distance(topLeft, topRight), distance(bottomLeft, bottomRight)));
  const height = round(scale * max(distance(topLeft, bottomLeft), distance(topRight, bottomRight)));
  const [a, b, c, d, e, f, g, h] = sheetView(corners).matrix;
  const pixels = new Uint8Array(width * height).fill(255);
  // Along a row of the sheet only u changes, and so the map's numerators and denominator, by a fixed step.
  const [stepX, stepY, stepW] = [a / width, d / width, g / width];
  for (let y = 0; y < height; y++) {
    const [u, v] = [0.5 / width, (y + 0.5) / height];
    let [seenX, seenY, w] = [a * u + b * v + c, d * u + e * v + f, g * u + h * v + 1];
    for (let x = 0; x < width; x++, seenX += stepX, seenY += stepY, w += stepW) {
      const [sourceX, sourceY] = [seenX / w - 0.5, seenY / w - 0.5];
      if (sourceX < 0 || sourceY < 0 || sourceX > image.width - 1 || sourceY > image.height - 1) continue;
      pixels[y * width + x] = greyAt(image, sourceX, sourceY);
    }
  }
  return { width, height, pixels };
}
