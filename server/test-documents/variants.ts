import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { UPLOAD_PHOTO } from '@kisan-credit/shared-api/contract/uploadImage';
import { PDFDocument } from 'pdf-lib';
import type { Page } from './page';
import type { Random } from './random';
import { sheetView, type Point, type Quadrilateral } from '../src/extraction/text/perspective';
import { renderToCanvas } from './renderCanvas';

export type DocumentVariant = 'clean' | 'scan' | 'phonePhoto' | 'textPdf' | 'scannedPdf';

const MM_PER_INCH = 25.4;

// Module-level copies: inside jest's sandbox every lookup of the global Math is many times slower.
const { floor, max, min } = Math;

const NOISE_TABLE_SIZE = 1 << 16;

/** Grain shared by the three channels plus a little colour noise, drawn from a table for speed. */
function addSensorNoise(context: SKRSContext2D, width: number, height: number, random: Random, sigma: number): void {
  const table = Float32Array.from({ length: NOISE_TABLE_SIZE }, () => random.gaussian() * sigma);
  const image = context.getImageData(0, 0, width, height);
  const { data } = image;
  let state = random.int(1, 0x7fffffff);
  const mask = NOISE_TABLE_SIZE - 1;
  for (let index = 0; index < data.length; index += 4) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const grain = table[state & mask]!;
    const tint = table[(state >>> 16) & mask]! * 0.4;
    data[index] = data[index]! + grain + tint;
    data[index + 1] = data[index + 1]! + grain;
    data[index + 2] = data[index + 2]! + grain - tint;
  }
  context.putImageData(image, 0, 0);
}

/** A flatbed scan: greyscale, a little blur and skew, the scanner lid's grey margin, at `dpi`. */
export function scanImage(page: Page, random: Random, dpi: number): Canvas {
  const scale = (page.widthMm / MM_PER_INCH) * (dpi / page.width);
  const document = renderToCanvas(page, scale);
  const margin = Math.round((6 / MM_PER_INCH) * dpi);
  const canvas = createCanvas(document.width + margin * 2, document.height + margin * 2);
  const context = canvas.getContext('2d');
  context.fillStyle = '#f1f1ef';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate(((random.next() - 0.5) * 1.4 * Math.PI) / 180);
  context.filter = `grayscale(1) blur(0.6px) contrast(${(1.05 + random.next() * 0.15).toFixed(2)})`;
  context.drawImage(document, -document.width / 2, -document.height / 2);
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.filter = 'none';
  addSensorNoise(context, canvas.width, canvas.height, random, 4);
  return canvas;
}

/** The long side of a land record's phone photo as uploaded, in px (see `phonePhotoImage`). */
const SHEET_PHOTO_LONG_SIDE = { min: 1600, max: UPLOAD_PHOTO.maxLongSide };

const SURFACES = ['#8a6a4a', '#6f7378', '#4a5f8a', '#b9a78c', '#3d3d3d'];

/**
 * How a phone held above a sheet lying on a table sees it: the far edge shorter, the phone leaning back
 * (`lean`, the share the top edge loses), one side shorter, the phone turned a little sideways (`sideLean`),
 * and the sheet's curl, which bows its lines (`curl`, the share of its height by which its side edges rise
 * above its middle).
 */
interface SheetPose {
  lean: number;
  sideLean: number;
  curl: number;
}

/** A card is held flat to the lens; a sheet lying on a table leans away, and half of them curl. */
function sheetPose(random: Random): SheetPose {
  return {
    lean: random.next() * 0.12,
    sideLean: (random.next() - 0.5) * 0.06,
    curl: random.chance(0.5) ? random.next() * 0.006 : 0,
  };
}

/** Where the document's corners fall in the photo: centred near `centre`, turned, sheared and posed. */
function corners(
  width: number,
  height: number,
  centre: Point,
  turn: number,
  shear: [number, number],
  pose: SheetPose,
): Quadrilateral {
  const [top, side] = [1 - pose.lean, 1 - Math.abs(pose.sideLean)];
  const local: [number, number][] = [
    [(-width / 2) * top, (-height / 2) * (pose.sideLean > 0 ? side : 1)],
    [(width / 2) * top, (-height / 2) * (pose.sideLean < 0 ? side : 1)],
    [width / 2, (height / 2) * (pose.sideLean < 0 ? side : 1)],
    [-width / 2, (height / 2) * (pose.sideLean > 0 ? side : 1)],
  ];
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  return local.map(([x, y]) => {
    const [shearedX, shearedY] = [x + shear[1] * y, y + shear[0] * x];
    return { x: centre.x + shearedX * cos - shearedY * sin, y: centre.y + shearedX * sin + shearedY * cos };
  }) as unknown as Quadrilateral;
}

/** The document drawn onto a transparent canvas of the photo's size as the camera sees it posed at `quadrilateral`. */
function seenSheet(
  document: Canvas,
  width: number,
  height: number,
  quadrilateral: Quadrilateral,
  curl: number,
): Canvas {
  const source = document.getContext('2d').getImageData(0, 0, document.width, document.height).data;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const target = context.createImageData(width, height);
  const view = sheetView(quadrilateral);
  const [columns, rows] = [document.width, document.height];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const { u, v: seenV } = view.toSheet(x, y);
      const v = seenV + curl * (2 * u - 1) ** 2;
      if (u < 0 || u >= 1 || v < 0 || v >= 1) continue;
      const sourceX = min(columns - 1, max(0, u * columns - 0.5));
      const sourceY = min(rows - 1, max(0, v * rows - 0.5));
      const [left, top] = [floor(sourceX), floor(sourceY)];
      const [across, down] = [sourceX - left, sourceY - top];
      const upperLeft = (top * columns + left) * 4;
      const upperRight = upperLeft + (left + 1 < columns ? 4 : 0);
      const [lowerLeft, lowerRight] =
        top + 1 < rows ? [upperLeft + columns * 4, upperRight + columns * 4] : [upperLeft, upperRight];
      const offset = (y * width + x) * 4;
      for (let channel = 0; channel < 4; channel++) {
        const upper = source[upperLeft + channel]! * (1 - across) + source[upperRight + channel]! * across;
        const lower = source[lowerLeft + channel]! * (1 - across) + source[lowerRight + channel]! * across;
        target.data[offset + channel] = upper * (1 - down) + lower * down;
      }
    }
  }
  context.putImageData(target, 0, 0);
  return canvas;
}

/**
 * A phone photo of the document lying on a table: 900–1200 px wide, turned up to 3°, sheared a little, lit
 * unevenly, with sensor noise; saved as a JPEG of middling quality by the caller. A sheet (`lyingSheet`) is
 * also seen in perspective and may curl (`sheetPose`), and is photographed larger: a phone's 8–13 MP camera
 * takes a whole page at 3000–4000 px, which leaves the phone at 2600 px (`UPLOAD_PHOTO`); 1600 px stands for
 * an old phone's photo or one forwarded through a chat app.
 */
export function phonePhotoImage(page: Page, random: Random, { lyingSheet = false } = {}): Canvas {
  const portrait = page.height > page.width;
  const longSide = lyingSheet ? random.int(SHEET_PHOTO_LONG_SIDE.min, SHEET_PHOTO_LONG_SIDE.max) : undefined;
  const width = longSide === undefined ? random.int(900, 1200) : Math.round(portrait ? longSide * 0.75 : longSide);
  const height = Math.round(portrait ? width * 1.333 : width * 0.75);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = random.pick(SURFACES);
  context.fillRect(0, 0, width, height);
  const fill = portrait ? 0.86 + random.next() * 0.08 : 0.78 + random.next() * 0.1;
  const scale = Math.min((width * fill) / page.width, (height * 0.92) / page.height);
  const document = renderToCanvas(page, scale);
  const centre = { x: width / 2 + random.int(-20, 20), y: height / 2 + random.int(-15, 15) };
  const turn = ((random.next() - 0.5) * 6 * Math.PI) / 180;
  const shear: [number, number] = [(random.next() - 0.5) * 0.05, (random.next() - 0.5) * 0.05];
  const pose = lyingSheet ? sheetPose(random) : undefined;
  context.shadowColor = 'rgba(0, 0, 0, 0.45)';
  context.shadowBlur = 18;
  context.shadowOffsetX = 6;
  context.shadowOffsetY = 8;
  context.filter = `blur(${(0.5 + random.next() * 0.5).toFixed(2)}px) saturate(0.85)`;
  if (pose) {
    const seen = corners(document.width, document.height, centre, turn, shear, pose);
    context.drawImage(seenSheet(document, width, height, seen, pose.curl), 0, 0);
  } else {
    context.translate(centre.x, centre.y);
    context.rotate(turn);
    context.transform(1, shear[0], shear[1], 1, 0, 0);
    context.drawImage(document, -document.width / 2, -document.height / 2);
    context.setTransform(1, 0, 0, 1, 0, 0);
  }
  context.filter = 'none';
  context.shadowColor = 'transparent';
  const light = context.createRadialGradient(
    width * random.next(),
    height * random.next(),
    width * 0.1,
    width / 2,
    height / 2,
    width * 0.9,
  );
  light.addColorStop(0, 'rgba(255, 250, 235, 0.18)');
  light.addColorStop(1, `rgba(20, 15, 0, ${(0.25 + random.next() * 0.2).toFixed(2)})`);
  context.fillStyle = light;
  context.fillRect(0, 0, width, height);
  addSensorNoise(context, width, height, random, 6 + random.next() * 3);
  return canvas;
}

/** The scanned JPEG as the single page of a PDF with no text layer, at the scan's own resolution. */
export async function wrapImageInPdf(jpeg: Buffer, widthPx: number, heightPx: number, dpi: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  const image = await document.embedJpg(jpeg);
  const points = (pixels: number) => (pixels / dpi) * 72;
  const page = document.addPage([points(widthPx), points(heightPx)]);
  page.drawImage(image, { x: 0, y: 0, width: points(widthPx), height: points(heightPx) });
  return Buffer.from(await document.save());
}
