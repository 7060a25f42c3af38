import { parseDocument } from '../parsers';
import { createTextReader, type TextReader } from './index';
import {
  CARD_LINES,
  cardPng,
  drawPage,
  khatauniPng,
  scannedPdf,
  sidewaysJpeg,
  textPdf,
  textPdfDocument,
} from './testDocuments';

describe('createTextReader', () => {
  let reader: TextReader;
  beforeAll(() => {
    reader = createTextReader({ workers: 1, timeoutMs: 20_000 });
    return reader.warm();
  }, 30_000);
  afterAll(() => reader.close());

  it('reads an identity card image with OCR', async () => {
    const result = await reader.read(cardPng(), 'image/png', ['eng']);
    expect(result.text).toContain('Permanent Account Number');
    expect(result.text).toContain('ABCPK1234F');
    expect(result.text).toContain('14/08/1979');
    expect(result).toMatchObject({ method: 'ocr', pages: 1 });
    expect(result.confidence).toBeGreaterThan(0.8);
    expect(result.confidence).toBeLessThanOrEqual(1);
  });

  it.each([
    [6, true],
    [8, false],
  ] as const)(
    'turns a phone photo upright by its EXIF orientation %i (little-endian %s)',
    async (orientation, little) => {
      const photo = sidewaysJpeg(drawPage(1000, 340, CARD_LINES), orientation, little);
      const result = await reader.read(photo, 'image/jpeg', ['eng']);
      expect(result.text).toContain('ABCPK1234F');
    },
  );

  it("takes a PDF's text layer, line by line, without OCR", async () => {
    const pdf = await textPdf([
      ['State Bank of India', 'Account Number 123456789012', 'IFSC SBIN0001234'],
      ['Branch Lucknow Main'],
    ]);
    const result = await reader.read(pdf, 'application/pdf', ['eng']);
    expect(result).toEqual({
      text: 'State Bank of India\nAccount Number 123456789012\nIFSC SBIN0001234\n\f\nBranch Lucknow Main',
      method: 'pdf-text',
      confidence: 1,
      pages: 2,
    });
  });

  it('reads a scanned PDF (no text layer) with OCR', async () => {
    const result = await reader.read(await scannedPdf(cardPng()), 'application/pdf', ['eng']);
    expect(result).toMatchObject({ method: 'ocr', pages: 1 });
    expect(result.text).toContain('ABCPK1234F');
  });

  it('reads each PDF page its own way: text layer where there is one, OCR where the page is a scan', async () => {
    const pdf = await scannedPdf(cardPng(), await textPdfDocument([['Sanction letter for Kisan Credit Card 2024']]));
    const result = await reader.read(pdf, 'application/pdf', ['eng']);
    expect(result).toMatchObject({ method: 'ocr', pages: 2 });
    const [first, second] = result.text.split('\n\f\n');
    expect(first).toBe('Sanction letter for Kisan Credit Card 2024');
    expect(second).toContain('ABCPK1234F');
    expect(result.confidence).toBeGreaterThan(0.9);
  });

  it('reads no more than maxPages of a PDF', async () => {
    const limited = createTextReader({ workers: 1, maxPages: 1 });
    try {
      const pdf = await textPdf([['Page one of the pass book'], ['Page two']]);
      const result = await limited.read(pdf, 'application/pdf', ['eng']);
      expect(result).toMatchObject({ text: 'Page one of the pass book', pages: 1 });
    } finally {
      await limited.close();
    }
  });

  it('reads a land record in Hindi with its ASCII numbers right', async () => {
    const result = await reader.read(khatauniPng(), 'image/png', ['hin', 'eng']);
    const expected = ['खाता संख्या: 00123', 'खसरा', 'रामपुर', 'राम प्रसाद', '145 0.2530', '178 0.1270', '0.3800'];
    for (const fragment of expected) expect(result.text).toContain(fragment);
  });

  it('reads a land record printed in Devanagari digits with its numbers right', async () => {
    const result = await reader.read(khatauniPng({ digits: 'devanagari' }), 'image/png', ['hin', 'eng']);
    const { landRecords } = parseDocument('khatauniCopy', result.text, { today: new Date() });
    expect(landRecords?.map(({ khataNo, surveyNo, landArea }) => ({ khataNo, surveyNo, landArea }))).toEqual([
      { khataNo: '00123', surveyNo: '145', landArea: 0.253 },
      { khataNo: '00123', surveyNo: '178', landArea: 0.127 },
    ]);
  });

  it('rejects corrupt files and goes on reading', async () => {
    const garbage = new TextEncoder().encode('not really a document');
    await expect(reader.read(garbage, 'image/png', ['eng'])).rejects.toThrow();
    await expect(reader.read(garbage, 'application/pdf', ['eng'])).rejects.toThrow();
    const result = await reader.read(cardPng(), 'image/png', ['eng']);
    expect(result.text).toContain('ABCPK1234F');
  });

  it('still reads English after a Hindi document', async () => {
    await reader.read(khatauniPng(), 'image/png', ['hin', 'eng']);
    const result = await reader.read(cardPng(), 'image/png', ['eng']);
    expect(result.text).toContain('INCOME TAX DEPARTMENT');
  });
});

it('gives up on a document that takes longer than timeoutMs', async () => {
  const reader = createTextReader({ workers: 1, timeoutMs: 150 });
  try {
    await reader.warm();
    await expect(reader.read(khatauniPng(), 'image/png', ['hin', 'eng'])).rejects.toThrow('took longer than');
  } finally {
    await reader.close();
  }
}, 30_000);

it('leaves no worker thread behind after close()', async () => {
  const openPorts = () => process.getActiveResourcesInfo().filter((resource) => resource === 'MessagePort').length;
  const before = openPorts();
  const reader = createTextReader({ workers: 2 });
  try {
    await reader.warm();
    expect(openPorts()).toBe(before + 2);
  } finally {
    await reader.close();
  }
  expect(openPorts()).toBe(before);
}, 30_000);
