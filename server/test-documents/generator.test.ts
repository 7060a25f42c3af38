import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import {
  DOCUMENT_KINDS,
  DOCUMENT_VARIANTS,
  generateDocument,
  makePerson,
  type GeneratedDocument,
} from './index';
import { passesVerhoeff } from '../src/extraction/parsers/verhoeff';

const SIGNATURES: Record<GeneratedDocument['mime'], string> = {
  'image/png': '89504e47',
  'image/jpeg': 'ffd8ff',
  'application/pdf': '25504446',
};

async function decodedSize(document: GeneratedDocument): Promise<{ width: number; height: number }> {
  if (document.mime === 'application/pdf') {
    const pdf = await PDFDocument.load(document.bytes);
    return pdf.getPage(0).getSize();
  }
  const image = await loadImage(document.bytes);
  createCanvas(image.width, image.height).getContext('2d').drawImage(image, 0, 0);
  return { width: image.width, height: image.height };
}

describe('makePerson', () => {
  it('gives the same person for the same seed and another for another seed', () => {
    expect(makePerson(42)).toEqual(makePerson(42));
    expect(makePerson(43).aadhaar).not.toBe(makePerson(42).aadhaar);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('makes well-formed identifiers (seed %i)', (seed) => {
    const person = makePerson(seed);
    expect(person.aadhaar).toMatch(/^[2-9]\d{11}$/);
    expect(passesVerhoeff(person.aadhaar)).toBe(true);
    expect(person.pan).toMatch(/^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/);
    expect(person.epic).toMatch(/^[A-Z]{3}\d{7}$/);
    expect(person.bank.ifsc).toMatch(/^[A-Z]{4}0\d{6}$/);
    expect(person.bank.accountNumber).toMatch(/^\d{11,16}$/);
  });

  it('draws names, addresses and banks beyond what the parsers were first written for', () => {
    const persons = Array.from({ length: 80 }, (_, index) => makePerson(index + 1));
    const names = persons.map((one) => one.name.latin);
    expect(names.some((name) => /^[A-Z]\. [A-Z]\. [A-Z][a-z]{9,}$/.test(name))).toBe(true);
    expect(names.some((name) => !name.includes(' '))).toBe(true);
    expect(names.some((name) => name.split(' ').length === 4)).toBe(true);
    expect(new Set(persons.map((one) => one.address.style))).toEqual(new Set(['labelled', 'abbreviated', 'plain']));
    expect(new Set(persons.map((one) => one.bank.ifsc.slice(0, 4))).size).toBeGreaterThanOrEqual(10);
  });
});

describe('generateDocument', () => {
  const person = makePerson(7);

  it('is deterministic', async () => {
    const first = await generateDocument(person, 'pan', 'phonePhoto');
    const second = await generateDocument(person, 'pan', 'phonePhoto');
    expect(first.bytes.equals(second.bytes)).toBe(true);
  });

  it('puts the Aadhaar number in the truth of both sides of the card', async () => {
    for (const kind of ['aadhaarFront', 'aadhaarBack'] as const) {
      const { truth } = await generateDocument(person, kind, 'clean');
      expect(truth.aadharNumbers).toBe(person.aadhaar);
      expect(passesVerhoeff(truth.aadharNumbers!)).toBe(true);
    }
  });

  it('counts ages to the given day', async () => {
    const { truth } = await generateDocument({ ...person, dateOfBirth: '1980-06-16' }, 'aadhaarFront', 'clean', { today: '2026-06-15' });
    expect(truth.ages).toBe('45');
  });

  it('prints land records as Bhulekh does: khasra suffixes, shared khatas, and who holds them', async () => {
    const persons = Array.from({ length: 40 }, (_, index) => makePerson(index + 1));
    const khasras = persons.flatMap((one) => one.land.rows.map((row) => row.khasraNo));
    expect(khasras.some((khasra) => /^\d+[क-ह]/.test(khasra))).toBe(true);
    expect(khasras.some((khasra) => /^\d+\/\d+\/\d+/.test(khasra))).toBe(true);
    expect(persons.some((one) => one.land.owners.length > 1)).toBe(true);
    const { truth } = await generateDocument(persons[0]!, 'khatauni', 'textPdf');
    expect(truth.landRecords?.[0]?.owners?.[0]?.name).toBe(persons[0]!.name.hindi);
  }, 30_000);

  const cases = DOCUMENT_KINDS.flatMap((kind) => DOCUMENT_VARIANTS.map((variant) => [kind, variant] as const));
  it.each(cases)('makes a decodable %s %s file of its declared type', async (kind, variant) => {
    const document = await generateDocument(person, kind, variant);
    expect(document.bytes.subarray(0, 4).toString('hex')).toMatch(new RegExp(`^${SIGNATURES[document.mime]}`));
    expect(document.mime).toBe(variant === 'clean' ? 'image/png' : variant.endsWith('Pdf') ? 'application/pdf' : 'image/jpeg');
    const { width, height } = await decodedSize(document);
    expect(width).toBeGreaterThan(200);
    expect(height).toBeGreaterThan(150);
    expect(Object.keys(document.truth).length).toBeGreaterThan(0);
  });
});
