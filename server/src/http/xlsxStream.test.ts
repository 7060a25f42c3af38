import ExcelJS from 'exceljs';
import type { Readable } from 'node:stream';
import { xlsxRow, xlsxStream, type XlsxCell } from './xlsxStream';

async function* batchesOf(...batches: XlsxCell[][][]) {
  for (const batch of batches) yield batch;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function sheetValues(file: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Data']);
  const values = workbook.worksheets[0]!.getSheetValues() as unknown[][];
  // ExcelJS counts rows and columns from 1: index 0 is empty.
  return values.slice(1).map((row) => Array.from({ length: row.length - 1 }, (_, column) => row[column + 1]));
}

describe('xlsxStream', () => {
  it('writes a workbook that opens with every row, text and numbers as given, across batches', async () => {
    const file = await bytesOf(
      xlsxStream(
        batchesOf(
          [['आवेदन आईडी', 'ऋण राशि (₹)', 'Days']],
          [
            ['a1', 150000, 12],
            ['Village Rampur, Sitapur', 0, -3.5],
          ],
          [],
          [['=HYPERLINK("x")', 1, 2]],
        ),
      ),
    );
    expect(file.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    expect(await sheetValues(file)).toEqual([
      ['आवेदन आईडी', 'ऋण राशि (₹)', 'Days'],
      ['a1', 150000, 12],
      ['Village Rampur, Sitapur', 0, -3.5],
      // An inline string is text, never a formula.
      ['=HYPERLINK("x")', 1, 2],
    ]);
  });

  it('escapes markup, drops what XML cannot carry, keeps every other character', async () => {
    expect(xlsxRow(['a & b <c> "d"', 'bell\u0007 and lone \uD800 surrogate', 'crop 🌾'], 7)).toBe(
      '<row r="7">' +
        '<c r="A7" t="inlineStr"><is><t>a &amp; b &lt;c&gt; "d"</t></is></c>' +
        '<c r="B7" t="inlineStr"><is><t>bell and lone  surrogate</t></is></c>' +
        '<c r="C7" t="inlineStr"><is><t>crop 🌾</t></is></c>' +
        '</row>',
    );
    const file = await bytesOf(xlsxStream(batchesOf([['a & b <c>', 'crop 🌾\ttab']])));
    expect(await sheetValues(file)).toEqual([['a & b <c>', 'crop 🌾\ttab']]);
  });

  it('leaves empty cells out, and the cells after them stay in their columns', async () => {
    expect(xlsxRow(['x', '', 5, ''], 2)).toBe(
      '<row r="2"><c r="A2" t="inlineStr"><is><t>x</t></is></c><c r="C2"><v>5</v></c></row>',
    );
    const columns = Array.from({ length: 30 }, (_, index) => (index === 27 ? 'AB' : ''));
    expect(xlsxRow(columns, 1)).toBe('<row r="1"><c r="AB1" t="inlineStr"><is><t>AB</t></is></c></row>');
    const file = await bytesOf(xlsxStream(batchesOf([['x', '', 5, '', 'last']])));
    expect(await sheetValues(file)).toEqual([['x', undefined, 5, undefined, 'last']]);
  });

  it('sends the file as the rows come: much of it goes out before the last batch is read', async () => {
    let read = 0;
    async function* batches() {
      for (; read < 50; read++) yield Array.from({ length: 1000 }, (_, row) => [`row ${read * 1000 + row}`, row]);
    }
    const chunks: Buffer[] = [];
    let readWhenTwentySent = 0;
    for await (const chunk of xlsxStream(batches())) {
      chunks.push(chunk as Buffer);
      if (chunks.length === 20) readWhenTwentySent = read;
    }
    expect(readWhenTwentySent).toBeGreaterThan(0);
    expect(readWhenTwentySent).toBeLessThan(50);
    expect((await sheetValues(Buffer.concat(chunks))).length).toBe(50_000);
  });

  it('fails the stream when reading the rows fails, rather than ending a cut-short file', async () => {
    async function* failing() {
      yield [['first']];
      throw new Error('database gone');
    }
    await expect(bytesOf(xlsxStream(failing()))).rejects.toThrow('database gone');
  });

  it('stops reading the rows when the download is abandoned', async () => {
    let markFinished!: () => void;
    const finished = new Promise<void>((resolve) => (markFinished = resolve));
    async function* endless() {
      try {
        for (let batch = 0; ; batch++) yield Array.from({ length: 1000 }, (_, row) => [`${batch}:${row}`, row]);
      } finally {
        markFinished();
      }
    }
    const stream = xlsxStream(endless());
    let chunks = 0;
    for await (const _chunk of stream) if (++chunks === 20) break;
    // Resolves only once the row source is closed; an endless read would leave the test to time out.
    await finished;
  });
});
