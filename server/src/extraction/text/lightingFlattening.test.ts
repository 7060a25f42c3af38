import type { GreyImage } from './greyImage';
import { flattenLighting, lightingSpread } from './lightingFlattening';

const WIDTH = 200;
const HEIGHT = 100;

/** Paper that darkens from 220 on the left to 100 on the right, with `draw` marking pixels. */
function page(draw: (x: number, y: number, paper: number) => number): GreyImage {
  const pixels = new Uint8Array(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) pixels[y * WIDTH + x] = draw(x, y, Math.round(220 - (120 * x) / WIDTH));
  }
  return { width: WIDTH, height: HEIGHT, pixels };
}

const at = (image: GreyImage, x: number, y: number) => image.pixels[y * WIDTH + x]!;
// Thin vertical strokes, 2 px wide every 6 px, in rows 40-59: like a line of print.
const isStroke = (x: number, y: number) => y >= 40 && y < 60 && x % 6 < 2;

describe('flattenLighting', () => {
  it('makes unevenly lit paper evenly white and keeps ink dark in the shadow', () => {
    const flat = flattenLighting(page((x, y, paper) => (isStroke(x, y) ? Math.round(paper * 0.3) : paper)));
    expect(at(flat, 10, 10)).toBeGreaterThan(215);
    expect(at(flat, 190, 10)).toBeGreaterThan(215);
    expect(at(flat, 192, 50)).toBeLessThan(100);
    expect(at(flat, 12, 50)).toBeLessThan(100);
  });

  it('keeps light print on a dark band lighter than the band', () => {
    const band = (y: number) => y >= 30 && y < 70;
    const flat = flattenLighting(page((x, y, paper) => (band(y) ? (isStroke(x, y) ? 200 : 60) : paper)));
    expect(at(flat, 96, 50)).toBeGreaterThan(at(flat, 98, 50) + 100);
  });
});

describe('lightingSpread', () => {
  it('is small for evenly lit paper and large for paper falling into shadow', () => {
    const even: GreyImage = { width: WIDTH, height: HEIGHT, pixels: new Uint8Array(WIDTH * HEIGHT).fill(230) };
    expect(lightingSpread(even)).toBeLessThan(5);
    expect(lightingSpread(page((_x, _y, paper) => paper))).toBeGreaterThan(60);
  });
});
