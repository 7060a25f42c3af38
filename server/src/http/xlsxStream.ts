import { pipeline, Readable } from 'node:stream';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/** A cell: text (written as an inline string) or a number; empty text leaves the cell out. */
export type XlsxCell = string | number;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_TYPES = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** The workbook's fixed parts: one sheet named Data, one default style. */
const FIXED_PARTS: [name: string, xml: string][] = [
  [
    '[Content_Types].xml',
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/xl/workbook.xml" ContentType="${OFFICE_TYPES}.sheet.main+xml"/>` +
      `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${OFFICE_TYPES}.worksheet+xml"/>` +
      `<Override PartName="/xl/styles.xml" ContentType="${OFFICE_TYPES}.styles+xml"/>` +
      '</Types>',
  ],
  [
    '_rels/.rels',
    `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
      `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
      '</Relationships>',
  ],
  [
    'xl/workbook.xml',
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
      '<sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets>' +
      '</workbook>',
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
      `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
      '</Relationships>',
  ],
  [
    'xl/styles.xml',
    `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
      '<fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>' +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      '</styleSheet>',
  ],
];
const SHEET_NAME = 'xl/worksheets/sheet1.xml';
const SHEET_HEAD = `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetData>`;
const SHEET_FOOT = '</sheetData></worksheet>';

/** Characters XML 1.0 cannot carry (control characters, lone surrogates, U+FFFE/U+FFFF): left out. */
const NOT_XML = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ESCAPED = /[&<>]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Text as an element's content. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(ESCAPED, (char) => ENTITIES[char]!);
}

/** The column letters of each 0-based index (A … Z, AA …), for as many columns as a row has. */
const columnNames: string[] = [];
function columnName(index: number): string {
  let name = columnNames[index];
  if (name === undefined) {
    name = '';
    for (let rest = index; rest >= 0; rest = Math.floor(rest / 26) - 1)
      name = String.fromCharCode(65 + (rest % 26)) + name;
    columnNames[index] = name;
  }
  return name;
}

/** One `<row>`: numbers as numbers, text as inline strings; each cell says where it is, so empty ones are left out. */
export function xlsxRow(cells: readonly XlsxCell[], rowNumber: number): string {
  let xml = `<row r="${rowNumber}">`;
  for (let index = 0; index < cells.length; index++) {
    const cell = cells[index]!;
    if (typeof cell === 'number') {
      if (Number.isFinite(cell)) xml += `<c r="${columnName(index)}${rowNumber}"><v>${cell}</v></c>`;
    } else if (cell !== '') {
      xml += `<c r="${columnName(index)}${rowNumber}" t="inlineStr"><is><t>${xmlText(cell)}</t></is></c>`;
    }
  }
  return `${xml}</row>`;
}

/**
 * A one-sheet workbook (xlsx) made as its rows arrive: each batch of rows becomes XML, is deflated and goes
 * out, so the file is never held whole. The zip is written here (Node's zlib deflates and checksums): the
 * fixed parts first, then the sheet with its sizes in a data descriptor after it (they are known only at the
 * end), then the central directory. No ZIP64: a sheet over 4 GB fails rather than writing a broken file.
 */
export function xlsxStream(batches: AsyncIterable<readonly (readonly XlsxCell[])[]>): Readable {
  return Readable.from(zipParts(batches), { objectMode: false });
}

/** The sheet's XML, a batch of rows at a time, counted and checksummed into `sheet` as it goes. */
async function* sheetXml(
  batches: AsyncIterable<readonly (readonly XlsxCell[])[]>,
  sheet: Entry,
): AsyncGenerator<Buffer> {
  const part = (text: string) => {
    const data = Buffer.from(text);
    sheet.crc = crc32(data, sheet.crc);
    sheet.size += data.length;
    return data;
  };
  let rowNumber = 0;
  yield part(SHEET_HEAD);
  for await (const rows of batches) {
    let text = '';
    for (const cells of rows) text += xlsxRow(cells, ++rowNumber);
    if (text) yield part(text);
  }
  yield part(SHEET_FOOT);
}

interface Entry {
  name: Buffer;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

async function* zipParts(batches: AsyncIterable<readonly (readonly XlsxCell[])[]>): AsyncGenerator<Buffer> {
  const entries: Entry[] = [];
  let offset = 0;
  const emit = (bytes: Buffer) => {
    offset += bytes.length;
    return bytes;
  };

  for (const [name, xml] of FIXED_PARTS) {
    const data = Buffer.from(xml);
    const compressed = deflateRawSync(data);
    const entry = {
      name: Buffer.from(name),
      crc: crc32(data),
      compressedSize: compressed.length,
      size: data.length,
      offset,
    };
    entries.push(entry);
    yield emit(Buffer.concat([localHeader(entry, false), compressed]));
  }

  const sheet: Entry = { name: Buffer.from(SHEET_NAME), crc: 0, compressedSize: 0, size: 0, offset };
  entries.push(sheet);
  yield emit(localHeader(sheet, true));
  const deflate = createDeflateRaw();
  // A failed read ends the deflate with its error, and so the download as failed rather than cut short.
  pipeline(Readable.from(sheetXml(batches, sheet)), deflate, () => {});
  for await (const chunk of deflate) {
    sheet.compressedSize += chunk.length;
    yield emit(chunk);
  }
  if (sheet.size > 0xffffffff || offset > 0xffffffff) throw new Error('The sheet is too large for a zip without ZIP64');
  yield emit(dataDescriptor(sheet));

  const directoryStart = offset;
  const directory = Buffer.concat(entries.map(centralHeader));
  yield emit(directory);
  yield emit(endOfDirectory(entries.length, directory.length, directoryStart));
}

/** General purpose flags: 0x0800 the names are UTF-8; 0x0008 the sizes follow the data. */
const UTF8_NAMES = 0x0800;
const SIZES_AFTER = 0x0008;
const DEFLATED = 8;
const VERSION = 20;
/** 1980-01-01 00:00 in MS-DOS form: the parts carry no meaningful time. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

function localHeader(entry: Entry, sizesAfter: boolean): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(UTF8_NAMES | (sizesAfter ? SIZES_AFTER : 0), 6);
  header.writeUInt16LE(DEFLATED, 8);
  header.writeUInt16LE(0, 10);
  header.writeUInt16LE(DOS_DATE, 12);
  header.writeUInt32LE(sizesAfter ? 0 : entry.crc, 14);
  header.writeUInt32LE(sizesAfter ? 0 : entry.compressedSize, 18);
  header.writeUInt32LE(sizesAfter ? 0 : entry.size, 22);
  header.writeUInt16LE(entry.name.length, 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, entry.name]);
}

function dataDescriptor(entry: Entry): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  descriptor.writeUInt32LE(entry.compressedSize, 8);
  descriptor.writeUInt32LE(entry.size, 12);
  return descriptor;
}

function centralHeader(entry: Entry): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  header.writeUInt16LE(UTF8_NAMES | (entry.name.toString() === SHEET_NAME ? SIZES_AFTER : 0), 8);
  header.writeUInt16LE(DEFLATED, 10);
  header.writeUInt16LE(0, 12);
  header.writeUInt16LE(DOS_DATE, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressedSize, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  // extra field, comment, disk number, internal and external attributes: none
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfDirectory(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}
