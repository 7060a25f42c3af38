import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { GreyImage } from './greyImage';
import { sheetView } from './perspective';
import { photoPage, preparedPhoto, SMALL_PHOTO_WIDTH } from './photoPage';
import { photoOfALine as jpeg } from './testDocuments';

// Image code runs 10-20× slower here than in the reader's thread: in jest's sandbox every call to Math goes
// through the sandbox's global object. A whole-page photo, prepared in 2 s by the reader, takes about 30 s here.
jest.setTimeout(120_000);

const pgmSize = (pgm: Uint8Array) => Buffer.from(pgm.subarray(0, 20)).toString('latin1').split('\n')[1];

describe('photoPage', () => {
  it('enlarges a small, unevenly lit photo 1.5× into a greyscale image', async () => {
    const prepared = await photoPage(await jpeg(800, 'uneven'));
    expect(Buffer.from(prepared.subarray(0, 2)).toString('latin1')).toBe('P5');
    expect(pgmSize(prepared)).toBe('1200 900');
  });

  it('leaves an evenly lit image (a scan) as it was', async () => {
    const scan = await jpeg(800, 'even');
    expect(await photoPage(scan)).toBe(scan);
  });

  it('leaves a large image as it was', async () => {
    const large = await jpeg(SMALL_PHOTO_WIDTH, 'uneven');
    expect(await photoPage(large)).toBe(large);
  });
});

describe('preparedPhoto of a sheet on a table', () => {
  /**
   * A photo of a sheet lying on a dark table, seen leaning back (its far edge 12% shorter) and turned 2°:
   * a ruled box printed on it from 20% to 80% across and 15% to 60% down, lines of print inside.
   */
  async function leaningSheetPhoto(): Promise<Uint8Array> {
    const canvas = createCanvas(900, 1200);
    const context = canvas.getContext('2d');
    context.fillStyle = '#6f5a44';
    context.fillRect(0, 0, 900, 1200);
    const turn = (2 * Math.PI) / 180;
    const corner = (x: number, y: number) => ({
      x: 450 + x * Math.cos(turn) - y * Math.sin(turn),
      y: 600 + x * Math.sin(turn) + y * Math.cos(turn),
    });
    const view = sheetView([corner(-343, -520), corner(343, -520), corner(390, 520), corner(-390, 520)]);
    const path = (points: [number, number][]) => {
      context.beginPath();
      points.forEach(([u, v], index) => {
        const { x, y } = view.toImage(u, v);
        if (index === 0) context.moveTo(x, y);
        else context.lineTo(x, y);
      });
    };
    const paper = context.createLinearGradient(0, 0, 900, 1200);
    paper.addColorStop(0, '#f2f1ec');
    paper.addColorStop(1, '#b4b2aa');
    path([
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ]);
    context.fillStyle = paper;
    context.fill();
    context.strokeStyle = '#222';
    context.lineWidth = 2;
    path([
      [0.2, 0.15],
      [0.8, 0.15],
      [0.8, 0.6],
      [0.2, 0.6],
      [0.2, 0.15],
    ]);
    context.stroke();
    context.fillStyle = '#222';
    context.font = '16px sans-serif';
    for (let row = 0; row < 8; row++) {
      const { x, y } = view.toImage(0.25, 0.2 + row * 0.05);
      context.fillText('212/1   0.4000', x, y);
    }
    return canvas.encode('jpeg', 80);
  }

  /** The same photo taken with twice the pixels, 1800 × 2400, as a phone's camera takes a whole page. */
  async function largeLeaningSheetPhoto(): Promise<Uint8Array> {
    const small = await loadImage(Buffer.from(await leaningSheetPhoto()));
    const canvas = createCanvas(1800, 2400);
    canvas.getContext('2d').drawImage(small, 0, 0, 1800, 2400);
    return canvas.encode('jpeg', 80);
  }

  /** The first dark pixel's column from the left on row `y`, from `from` on. */
  const firstDark = (image: GreyImage, y: number, from: number) => {
    for (let x = Math.round(from); x < image.width; x++) if (image.pixels[y * image.width + x]! < 128) return x;
    return -1;
  };

  it("cuts the sheet out of the photo and draws it square-on: its box's side rule stands upright", async () => {
    const sheet = (await preparedPhoto(await leaningSheetPhoto(), { findPage: true }))!;
    // The sheet fills the image: 20% across is the box's left rule, at 20% down as at 55% down.
    const [high, low] = [0.2, 0.55].map((share) =>
      firstDark(sheet, Math.round(share * sheet.height), 0.1 * sheet.width),
    );
    expect(Math.abs(high! - 0.2 * sheet.width)).toBeLessThan(0.01 * sheet.width);
    expect(Math.abs(low! - high!)).toBeLessThanOrEqual(2);
  });

  it('prepares a page photographed larger than a card at the size the sheet was seen, not enlarged', async () => {
    const photo = await largeLeaningSheetPhoto();
    const sheet = (await preparedPhoto(photo, { findPage: true }))!;
    // The sheet is seen about 1560-1730 px wide in the 1800 px photo; enlarged 1.5× it would be 2300 px or more.
    expect(sheet.width).toBeGreaterThan(1500);
    expect(sheet.width).toBeLessThan(1800);
    const [high, low] = [0.2, 0.55].map((share) =>
      firstDark(sheet, Math.round(share * sheet.height), 0.1 * sheet.width),
    );
    expect(Math.abs(low! - high!)).toBeLessThanOrEqual(3);
    expect(await preparedPhoto(photo)).toBeUndefined();
  });
});
