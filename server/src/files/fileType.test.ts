import { createCanvas } from '@napi-rs/canvas';
import { pngFile } from '../../test/support/pngFile';
import { DEFAULT_MAX_IMAGE_PIXELS, inspectUpload } from './fileType';

function drawnCanvas(width: number, height: number) {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#f4f1e8';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#1d5c2e';
  context.fillText('KCC 2345 6789 0123', 4, height / 2);
  return canvas;
}
const realPng = () => drawnCanvas(64, 40).toBuffer('image/png');
const realJpeg = () => drawnCanvas(64, 40).toBuffer('image/jpeg');

/** A one-page PDF whose cross-reference offsets are right. */
function realPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.7\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A structurally valid greyscale PNG claiming any size; its IDAT is tiny, as in a decompression bomb. */
function pngClaiming(width: number, height: number, { colourType = 0, bitDepth = 8 } = {}): Buffer {
  return pngFile({ width, height, colourType, bitDepth }, Buffer.alloc(1024));
}

function jpegSegment(marker: number, payload: Buffer): Buffer {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** SOI, an optional baseline frame header claiming a size, one scan of filler data, EOI. */
function jpegClaiming(dimensions: { width: number; height: number } | undefined): Buffer {
  const frame = Buffer.from([8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  if (dimensions) {
    frame.writeUInt16BE(dimensions.height, 1);
    frame.writeUInt16BE(dimensions.width, 3);
  }
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    ...(dimensions ? [jpegSegment(0xc0, frame)] : []),
    jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 63, 0])),
    Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd9]),
  ]);
}

const flipByte = (bytes: Buffer, offset: number) => {
  const copy = Buffer.from(bytes);
  copy[offset]! ^= 0xff;
  return copy;
};

describe('inspectUpload', () => {
  it('recognises a real PDF, JPEG and PNG by their bytes', () => {
    const pdf = { kind: 'pdf', mime: 'application/pdf', extension: 'pdf' };
    const jpeg = { kind: 'jpeg', mime: 'image/jpeg', extension: 'jpg' };
    const png = { kind: 'png', mime: 'image/png', extension: 'png' };
    expect(inspectUpload(realPdf())).toEqual({ ok: true, type: pdf });
    expect(inspectUpload(realJpeg())).toEqual({ ok: true, type: jpeg });
    expect(inspectUpload(realPng())).toEqual({ ok: true, type: png });
  });

  it('calls a zero-byte upload empty', () => {
    expect(inspectUpload(Buffer.alloc(0))).toEqual({ ok: false, problem: 'empty' });
  });

  it.each([
    ['an ELF executable renamed .pdf', Buffer.from(`\x7fELF\x02\x01\x01${'\0'.repeat(64)}`, 'latin1')],
    ['a Windows executable', Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(64)])],
    ['a zip archive', Buffer.from('PK\x03\x04\x14\x00\x00\x00', 'latin1')],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['plain text', Buffer.from('Khasra 123/4, 0.45 ha')],
    ['an HTML page', Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>')],
    ['an SVG image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a PDF behind other bytes', Buffer.concat([Buffer.from(' '), realPdf()])],
  ])('refuses %s as an unsupported type', (_name, bytes) => {
    expect(inspectUpload(bytes)).toEqual({ ok: false, problem: 'unsupportedType' });
  });

  describe('damaged files', () => {
    it('finds a PDF cut short, one without startxref, and one whose %%EOF is far from the end', () => {
      const pdf = realPdf();
      expect(inspectUpload(pdf.subarray(0, pdf.length - 20)).ok).toBe(false);
      expect(inspectUpload(pdf.subarray(0, Math.floor(pdf.length / 2)))).toEqual({ ok: false, problem: 'damaged' });
      expect(inspectUpload(Buffer.from(pdf.toString('latin1').replace('startxref', 'xxxxxxxxx'), 'latin1'))).toEqual({
        ok: false,
        problem: 'damaged',
      });
      expect(inspectUpload(Buffer.concat([pdf, Buffer.alloc(2048, 0x20)]))).toEqual({ ok: false, problem: 'damaged' });
      expect(inspectUpload(Buffer.from('%PDF-1.7\n%%EOF\n'))).toEqual({ ok: false, problem: 'damaged' });
    });

    it('still accepts a PDF with a little padding after %%EOF', () => {
      expect(inspectUpload(Buffer.concat([realPdf(), Buffer.from('\r\n\r\n')])).ok).toBe(true);
    });

    it('finds a JPEG cut short or without a frame header', () => {
      const jpeg = realJpeg();
      expect(inspectUpload(jpeg.subarray(0, jpeg.length - 40))).toEqual({ ok: false, problem: 'damaged' });
      expect(inspectUpload(jpeg.subarray(0, 200))).toEqual({ ok: false, problem: 'damaged' });
      expect(inspectUpload(jpegClaiming(undefined))).toEqual({ ok: false, problem: 'damaged' });
      expect(inspectUpload(jpegClaiming({ width: 0, height: 100 }))).toEqual({ ok: false, problem: 'damaged' });
      expect(inspectUpload(Buffer.from([0xff, 0xd8, 0xff]))).toEqual({ ok: false, problem: 'damaged' });
    });

    it('finds a PNG cut short, with a corrupted chunk, or with an impossible header', () => {
      const png = realPng();
      expect(inspectUpload(png.subarray(0, png.length - 12))).toEqual({ ok: false, problem: 'damaged' });
      expect(inspectUpload(png.subarray(0, 8))).toEqual({ ok: false, problem: 'damaged' });
      expect(inspectUpload(flipByte(png, png.length - 20))).toEqual({ ok: false, problem: 'damaged' });
      expect(inspectUpload(flipByte(png, 17))).toEqual({ ok: false, problem: 'damaged' });
      expect(inspectUpload(pngClaiming(10, 10, { colourType: 5 }))).toEqual({ ok: false, problem: 'damaged' });
      const rgbAtFourBits = pngClaiming(10, 10, { colourType: 2, bitDepth: 4 });
      expect(inspectUpload(rgbAtFourBits)).toEqual({ ok: false, problem: 'damaged' });
      expect(inspectUpload(pngClaiming(0, 10))).toEqual({ ok: false, problem: 'damaged' });
    });
  });

  describe('decompression bombs', () => {
    it('refuses a PNG header claiming 100000×100000 without decoding it', () => {
      const bomb = pngClaiming(100_000, 100_000);
      expect(bomb.length).toBeLessThan(200);
      expect(inspectUpload(bomb)).toEqual({ ok: false, problem: 'imageTooLarge' });
    });

    it('refuses a JPEG frame header claiming 60000×60000', () => {
      const bomb = jpegClaiming({ width: 60_000, height: 60_000 });
      expect(inspectUpload(bomb)).toEqual({ ok: false, problem: 'imageTooLarge' });
      expect(inspectUpload(jpegClaiming({ width: 4000, height: 3000 })).ok).toBe(true);
    });

    it('refuses more than the pixel budget, or a side over 12,000 px however thin', () => {
      expect(DEFAULT_MAX_IMAGE_PIXELS).toBe(24_000_000);
      expect(inspectUpload(pngClaiming(6000, 4000)).ok).toBe(true);
      expect(inspectUpload(pngClaiming(6000, 4001))).toEqual({ ok: false, problem: 'imageTooLarge' });
      // The review's 116 KB PNG: 12000 × 3333 passed the old 40 MP cap.
      expect(inspectUpload(pngClaiming(12_000, 3333))).toEqual({ ok: false, problem: 'imageTooLarge' });
      expect(inspectUpload(pngClaiming(8000, 5001), { maxPixels: 50_000_000 }).ok).toBe(true);
      const tenThousandPixels = pngClaiming(100, 100);
      expect(inspectUpload(tenThousandPixels, { maxPixels: 9_999 })).toEqual({ ok: false, problem: 'imageTooLarge' });
      expect(inspectUpload(pngClaiming(12_000, 10)).ok).toBe(true);
      expect(inspectUpload(pngClaiming(12_001, 10))).toEqual({ ok: false, problem: 'imageTooLarge' });
      const tallJpeg = jpegClaiming({ width: 10, height: 12_001 });
      expect(inspectUpload(tallJpeg)).toEqual({ ok: false, problem: 'imageTooLarge' });
    });
  });
});
