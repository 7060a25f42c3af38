import { createCanvas, loadImage, type Canvas, type Image } from '@napi-rs/canvas';
import { canvasFromGrey, encodePgm, greyFromCanvas, type GreyImage, type Region } from './greyImage';
import { flattenLighting, lightingSpread } from './lightingFlattening';
import { pageBounds } from './pageBounds';
import { flattenedSheet } from './perspective';
import { sheetCorners } from './sheetCorners';
import { estimateTextAngle } from './textAngle';

/**
 * Card and passbook photos narrower than this are prepared (a phone photo of a card is 800–1200 px wide, its
 * x-height 7–10 px); wider images are scans or rendered pages. A page photo is prepared at any width.
 */
export const SMALL_PHOTO_WIDTH = 1600;
// Measured: scans 4-14, phone photos 72-163 (uneven light, a table around the document).
const PHOTO_LIGHTING_SPREAD = 40;
// Tesseract reads best at an x-height near 20-30 px: a photo is enlarged to about this width, at most 1.5×.
const PREPARED_WIDTH = 1800;
const MAX_ENLARGEMENT = 1.5;

/**
 * A small photo of a card or passbook page made ready for tesseract's page layout: enlarged (1.5× at the
 * 900–1200 px a card photo has), turned so that its text lines are level, and its uneven lighting flattened. Measured on synthetic phone photos
 * (±3°, uneven light): level lines are what stop tesseract cutting long lines short. Larger images (scans,
 * rendered PDFs) and evenly lit ones (scans) are returned as they were: the preparation cost scans fields.
 */
export async function photoPage(encoded: Uint8Array): Promise<Uint8Array> {
  const prepared = await preparedPhoto(encoded);
  return prepared ? encodePgm(prepared) : encoded;
}

/**
 * The photo enlarged, levelled and evenly lit, as `photoPage` prepares it; undefined when it is evenly lit
 * (a scan) or, without `findPage`, no small photo. With `findPage`, a page lying on a table is first cut out
 * of the photo: the table around it is no paper, and evening out its light turns its grain into letters OCR
 * reads (measured on photographed Khataunis).
 * Where its four edges are found (`sheetCorners`) the sheet is drawn square-on at the size it was seen, then
 * enlarged by the canvas's own scaling: enlarged in the same bilinear step, digits blurred (phone photos of
 * land records, persons 1700–1703: 84.2% of fields this way, 78.3% that way); else its bounding box is cut.
 * A page photo of any size is prepared: a land record photographed whole by the phone's camera arrives at up
 * to 2600 px (`UPLOAD_PHOTO`), and read as uploaded, table and all, it gave 89.1% of its fields, prepared
 * 91.0% (persons 2000–2003, `docs/benchmarks.md` B2). Enlarged to about PREPARED_WIDTH rather than 1.5× up
 * to 1600 px and not at all above: 88.2% against 86.6%.
 */
export async function preparedPhoto(
  encoded: Uint8Array,
  { findPage = false }: { findPage?: boolean } = {},
): Promise<GreyImage | undefined> {
  const image = await loadImage(Buffer.from(encoded.buffer, encoded.byteOffset, encoded.byteLength));
  if (image.width >= SMALL_PHOTO_WIDTH && !findPage) return undefined;
  const enlargement = Math.min(MAX_ENLARGEMENT, Math.max(1, PREPARED_WIDTH / image.width));
  const whole = drawn(image, 1, 0);
  const grey = greyFromCanvas(whole);
  if (lightingSpread(grey) < PHOTO_LIGHTING_SPREAD) return undefined;
  const page = findPage ? pageBounds(grey) : undefined;
  const corners = page && sheetCorners(grey, page);
  const photo = corners ? canvasFromGrey(flattenedSheet(grey, corners, 1)) : page ? cropped(whole, page) : whole;
  const angle = estimateTextAngle(flattenLighting(page ? greyFromCanvas(photo) : grey));
  return flattenLighting(greyFromCanvas(drawn(photo, enlargement, angle)));
}

function cropped(canvas: Canvas, { left, top, width, height }: Region): Canvas {
  const crop = createCanvas(width, height);
  crop.getContext('2d').drawImage(canvas, left, top, width, height, 0, 0, width, height);
  return crop;
}

/** The image scaled and turned back by `angle` about its centre; corners it leaves bare are mid-grey. */
function drawn(image: Image | Canvas, scale: number, angle: number) {
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.imageSmoothingQuality = 'high';
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.translate(width / 2, height / 2);
  context.rotate(-angle);
  context.scale(scale, scale);
  context.drawImage(image, -image.width / 2, -image.height / 2);
  return canvas;
}
