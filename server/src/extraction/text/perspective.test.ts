import { flattenedSheet, sheetView, type Quadrilateral } from './perspective';

// A sheet seen leaning back: its far (top) edge shorter than its near one, and turned a little.
const leaning: Quadrilateral = [
  { x: 140, y: 60 },
  { x: 460, y: 80 },
  { x: 560, y: 700 },
  { x: 30, y: 690 },
];

describe('sheetView', () => {
  const view = sheetView(leaning);

  it("puts the sheet's corners on the quadrilateral's and finds them back", () => {
    const sheetCorners = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ] as const;
    sheetCorners.forEach(([u, v], index) => {
      expect(view.toImage(u, v).x).toBeCloseTo(leaning[index]!.x, 6);
      expect(view.toImage(u, v).y).toBeCloseTo(leaning[index]!.y, 6);
      const back = view.toSheet(leaning[index]!.x, leaning[index]!.y);
      expect([back.u, back.v].map((value) => Number(value.toFixed(6)) + 0)).toEqual([u, v]);
    });
  });

  it("sees the sheet's middle where its diagonals cross, nearer the far edge than halfway", () => {
    const [a, , c] = leaning;
    const middle = view.toImage(0.5, 0.5);
    // On the diagonal from the top left to the bottom right corner…
    expect((middle.x - a.x) / (c.x - a.x)).toBeCloseTo((middle.y - a.y) / (c.y - a.y), 6);
    // …and above the halfway line, as the far half of a leaning sheet looks shorter.
    expect(middle.y).toBeLessThan((60 + 80 + 700 + 690) / 4);
  });
});

describe('flattenedSheet', () => {
  it('draws a leaning sheet square-on: a mark printed at a place on it is found at that place', () => {
    const view = sheetView(leaning);
    const image = { width: 600, height: 760, pixels: new Uint8Array(600 * 760).fill(60) };
    // The paper white, and a dark mark on the sheet from 30% to 40% across and 70% to 75% down.
    for (let y = 0; y < image.height; y++)
      for (let x = 0; x < image.width; x++) {
        const { u, v } = view.toSheet(x + 0.5, y + 0.5);
        if (u < 0 || u > 1 || v < 0 || v > 1) continue;
        image.pixels[y * image.width + x] = u > 0.3 && u < 0.4 && v > 0.7 && v < 0.75 ? 20 : 235;
      }
    const flat = flattenedSheet(image, leaning, 1);
    // As wide as the near edge and as tall as the longer side, the left one.
    expect([flat.width, flat.height]).toEqual([530, Math.round(Math.hypot(140 - 30, 690 - 60))]);
    const at = (u: number, v: number) =>
      flat.pixels[Math.floor(v * flat.height) * flat.width + Math.floor(u * flat.width)]!;
    expect(at(0.35, 0.725)).toBeLessThan(40);
    expect([at(0.25, 0.725), at(0.45, 0.725), at(0.35, 0.65), at(0.35, 0.8), at(0.02, 0.02), at(0.98, 0.98)]).toEqual(
      Array(6).fill(235),
    );
  });
});
