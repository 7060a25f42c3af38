import { generateDocument, makePerson, type DocumentKind, type DocumentVariant } from '../../test-documents';
import { languagesFor } from './documentExtractor';
import { parseDocument } from './parsers';
import { createTextReader, type TextReader } from './text';

const today = new Date('2026-06-15T00:00:00Z');

/**
 * The land records of the states that print their own script, generated and read by the real OCR: the
 * reader tells the script from the heading and the state's parser reads the page. Slow (seconds a page), so
 * one person a state.
 */
describe('reading the land records of the states that print their own script', () => {
  let reader: TextReader;
  beforeAll(() => {
    reader = createTextReader({ workers: 1, timeoutMs: 60_000 });
    return reader.warm();
  }, 60_000);
  afterAll(() => reader.close());

  async function readRecord(kind: DocumentKind, variant: DocumentVariant, seed: number) {
    const document = await generateDocument(makePerson(seed), kind, variant);
    const text = await reader.read(document.bytes, document.mime, languagesFor(document.slot));
    const fields = parseDocument(document.slot, text.text, { today, ocrConfidence: text.confidence });
    const expected = document.truth.landRecords!.map((truth) => ({
      khataNo: Number(truth.khataNo),
      surveyNo: truth.surveyNo,
      landArea: truth.landArea,
      landAreaUnit: truth.landAreaUnit,
      revenueVillage: truth.revenueVillage,
      tehsil: truth.tehsil,
      district: truth.district,
      ...(truth.owners ? { owners: truth.owners } : {}),
    }));
    const got = (fields.landRecords ?? []).map((record) => ({
      khataNo: Number(record.khataNo),
      surveyNo: record.surveyNo,
      landArea: record.landArea,
      landAreaUnit: record.landAreaUnit,
      revenueVillage: record.revenueVillage,
      tehsil: record.tehsil,
      district: record.district,
      ...(expected[0]?.owners ? { owners: record.owners } : {}),
    }));
    return {
      expected,
      got,
      needsReview: (fields.landRecords ?? []).map((record) => record.needsReview),
      method: text.method,
    };
  }

  it.each([
    ['karnatakaRtc', 35],
    ['punjabJamabandi', 32],
    ['gujaratSatbara', 33],
    ['telanganaPahani', 34],
  ] as const)(
    'fills the land step from a clean image of a %s',
    async (kind, seed) => {
      const { expected, got, needsReview } = await readRecord(kind, 'clean', seed);
      expect(got).toEqual(expected);
      expect(needsReview.every(Boolean)).toBe(true);
    },
    60_000,
  );

  it.each([
    ['karnatakaRtc', 41],
    ['punjabJamabandi', 42],
    ['gujaratSatbara', 43],
    ['telanganaPahani', 44],
  ] as const)(
    'reads the khata, survey numbers and areas of a phone photo of a %s',
    async (kind, seed) => {
      const { expected, got } = await readRecord(kind, 'phonePhoto', seed);
      const plots = (records: typeof got) =>
        records.map(({ khataNo, surveyNo, landArea }) => ({ khataNo, surveyNo, landArea }));
      expect(plots(got)).toEqual(plots(expected));
    },
    90_000,
  );

  it("reads a 7/12 scan's survey number that the page's read gave as letters, from its cell read again as digits", async () => {
    // Person 1700's scanned 7/12: the page's Marathi read gives ११९ as "शश" or "श्श्र".
    const { expected, got } = await readRecord('maharashtraSatbara', 'scannedPdf', 1700);
    const plots = (records: typeof got) => records.map(({ surveyNo, landArea }) => ({ surveyNo, landArea }));
    expect(plots(got)).toEqual(plots(expected));
    expect(got[0]?.surveyNo).toBe('119');
  }, 60_000);

  it("reads a Khatauni's survey numbers whose letter suffix the page's read gave as a digit or a sign", async () => {
    // Person 2000's and 2002's Khataunis, printed in ASCII digits: 'eng+hin' reads 828ख as "8289", 1325/2ख as "1325/2@".
    const first = await readRecord('khatauni', 'clean', 2000);
    const second = await readRecord('khatauni', 'clean', 2002);
    const surveys = (records: typeof first.got) => records.map(({ surveyNo }) => surveyNo);
    expect(surveys(first.got)).toEqual(['541', '828ख']);
    expect(surveys(second.got)).toEqual(surveys(second.expected));
    expect(surveys(second.got)[0]).toBe('1325/2ख');
  }, 60_000);

  it("reads a B-1 scan's village that the page's read gave in Latin letters, from its cell read in Hindi", async () => {
    // Person 2100's scanned B-1, printed in ASCII digits: 'eng+hin' reads भैरूंदा as "Weal", 1304ग as "13047".
    const { expected, got } = await readRecord('mpKhasraB1', 'scan', 2100);
    expect(got.map(({ revenueVillage }) => revenueVillage)).toEqual(['भैरूंदा', 'भैरूंदा']);
    expect(got.map(({ surveyNo }) => surveyNo)).toEqual(expected.map(({ surveyNo }) => surveyNo));
  }, 60_000);

  // pdf-lib draws them as many "Save as PDF" printers do: the text layer in visual glyph order.
  it.each([
    ['khatauni', 51],
    ['mpKhasraB1', 52],
    ['rajasthanJamabandi', 53],
    ['maharashtraSatbara', 54],
    ['karnatakaRtc', 55],
    ['punjabJamabandi', 56],
    ['gujaratSatbara', 57],
    ['telanganaPahani', 58],
  ] as const)(
    'fills the land step from the text layer of a %s text PDF, put back in logical order',
    async (kind, seed) => {
      const { expected, got, method } = await readRecord(kind, 'textPdf', seed);
      expect(method).toBe('pdf-text');
      expect(got).toEqual(expected);
    },
  );
});
