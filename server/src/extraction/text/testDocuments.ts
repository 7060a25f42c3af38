// Documents made on the fly for the tests: text drawn with the fonts shipped in npm packages.
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts } from 'pdf-lib';

GlobalFonts.registerFromPath(
  require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  'Test Latin',
);
GlobalFonts.registerFromPath(
  require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
  'Test Devanagari',
);

export interface DrawnLine {
  text: string;
  x: number;
  y: number;
}

export function drawPage(width: number, height: number, lines: readonly DrawnLine[], fontPx = 34) {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = 'white';
  context.fillRect(0, 0, width, height);
  context.fillStyle = 'black';
  context.font = `${fontPx}px "Test Latin", "Test Devanagari"`;
  for (const line of lines) context.fillText(line.text, line.x, line.y);
  return canvas;
}

export const CARD_LINES: readonly DrawnLine[] = [
  { text: 'INCOME TAX DEPARTMENT', x: 40, y: 70 },
  { text: 'Permanent Account Number', x: 40, y: 150 },
  { text: 'ABCPK1234F', x: 40, y: 210 },
  { text: 'Date of Birth 14/08/1979', x: 40, y: 290 },
];

export function cardPng(): Buffer {
  return drawPage(1000, 340, CARD_LINES).toBuffer('image/png');
}

const devanagariDigits = (text: string) =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0966 + Number(digit)));

/** A Khatauni-like land record: Devanagari words with ASCII numbers in a table, or Devanagari ones as Bhulekh prints them. */
export function khatauniPng({ digits = 'ascii' }: { digits?: 'ascii' | 'devanagari' } = {}): Buffer {
  const canvas = drawPage(1500, 640, []);
  const context = canvas.getContext('2d');
  context.font = '34px "Test Devanagari", "Test Latin"';
  const cell = (text: string, x: number, y: number) =>
    context.fillText(digits === 'ascii' ? text : devanagariDigits(text), x, y);
  cell('खतौनी वर्ष 2024', 560, 70);
  cell('ग्राम: रामपुर   खाता संख्या: 00123', 60, 160);
  cell('खसरा संख्या', 60, 250);
  cell('क्षेत्रफल (हे.)', 380, 250);
  cell('खातेदार का नाम', 760, 250);
  cell('145', 60, 340);
  cell('0.2530', 380, 340);
  cell('राम प्रसाद पुत्र श्याम लाल', 760, 340);
  cell('178', 60, 420);
  cell('0.1270', 380, 420);
  cell('सीता देवी पत्नी मोहन सिंह', 760, 420);
  cell('योग', 60, 530);
  cell('0.3800', 380, 530);
  return canvas.toBuffer('image/png');
}

/** Stores a photo sideways with an EXIF orientation tag, the way a phone camera does. */
export function sidewaysJpeg(upright: ReturnType<typeof drawPage>, orientation: 6 | 8, littleEndian = true): Buffer {
  const { width, height } = upright;
  const sideways = createCanvas(height, width);
  const context: SKRSContext2D = sideways.getContext('2d');
  // The stored pixels are the upright image turned the other way; the tag says how to turn them back.
  if (orientation === 6) context.setTransform(0, -1, 1, 0, 0, width);
  else context.setTransform(0, 1, -1, 0, height, 0);
  context.drawImage(upright, 0, 0);
  return withExifOrientation(sideways.toBuffer('image/jpeg', 92), orientation, littleEndian);
}

export function withExifOrientation(jpeg: Buffer, orientation: number, littleEndian: boolean): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write(littleEndian ? 'II' : 'MM', 0, 'latin1');
  const u16 = (value: number, at: number) =>
    littleEndian ? tiff.writeUInt16LE(value, at) : tiff.writeUInt16BE(value, at);
  const u32 = (value: number, at: number) =>
    littleEndian ? tiff.writeUInt32LE(value, at) : tiff.writeUInt32BE(value, at);
  u16(42, 2);
  u32(8, 4); // IFD0 right after the header
  u16(1, 8); // one entry
  u16(0x0112, 10); // Orientation
  u16(3, 12); // SHORT
  u32(1, 14);
  u16(orientation, 18);
  u32(0, 22); // no next IFD
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)]);
}

/** A PDF with a real text layer (standard Helvetica), one page per list of lines. */
export async function textPdf(pages: readonly (readonly string[])[]): Promise<Uint8Array> {
  return (await textPdfDocument(pages)).save();
}

export async function textPdfDocument(pages: readonly (readonly string[])[]): Promise<PDFDocument> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    lines.forEach((line, index) => page.drawText(line, { x: 50, y: 780 - index * 24, size: 12, font }));
  }
  return pdf;
}

/** A scan: the page is only a picture, with no text layer; added to `pdf` when given. */
export async function scannedPdf(png: Buffer, pdf?: PDFDocument): Promise<Uint8Array> {
  pdf ??= await PDFDocument.create();
  const image = await pdf.embedPng(png);
  const page = pdf.addPage([595, 842]);
  const width = 500;
  const height = (image.height * width) / image.width;
  page.drawImage(image, { x: 48, y: 842 - 60 - height, width, height });
  return pdf.save();
}

/** A line of print on paper, lit evenly (a scan) or falling from light to shadow as in a phone photo. */
export async function photoOfALine(width: number, lighting: 'even' | 'uneven'): Promise<Uint8Array> {
  const canvas = createCanvas(width, Math.round(width * 0.75));
  const context = canvas.getContext('2d');
  const paper = context.createLinearGradient(0, 0, width, 0);
  paper.addColorStop(0, '#eeeeee');
  paper.addColorStop(1, lighting === 'even' ? '#eeeeee' : '#555555');
  context.fillStyle = paper;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#222';
  context.font = '20px sans-serif';
  context.fillText('Elector’s Name : Jai Prakash', 40, 100);
  return canvas.encode('jpeg', 70);
}
