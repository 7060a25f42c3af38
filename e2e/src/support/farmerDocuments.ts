import { generateDocument, type GeneratedDocument, type Person } from '@kisan-credit/server/test-documents';
import { pngFile } from '@kisan-credit/server/test/support/pngFile';
import type { FarmerDocumentSlot } from '@kisan-credit/shared-api/contract/options';

/** One file as a browser's file chooser hands it over (Playwright's setInputFiles payload). */
export interface ChosenFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export interface FarmerDocument {
  slot: FarmerDocumentSlot;
  file: ChosenFile;
  /** What the server should read from it (none for the photograph). */
  truth: GeneratedDocument['truth'];
}

/** A small passport-style PNG: a head and shoulders on a light background (no text to read). */
export function portraitPng(width = 120, height = 150): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const head = (x - width / 2) ** 2 / 28 ** 2 + (y - height * 0.38) ** 2 / 34 ** 2 <= 1;
      const shoulders = y > height * 0.72 && Math.abs(x - width / 2) < width * 0.42;
      const [r, g, b] = head ? [196, 140, 100] : shoulders ? [40, 70, 120] : [225, 235, 245];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  return pngFile({ width, height }, Buffer.concat(rows)); // 8-bit RGB, no interlace
}

async function document(
  person: Person,
  slot: FarmerDocumentSlot,
  kind: Parameters<typeof generateDocument>[1],
  variant: Parameters<typeof generateDocument>[2],
  today: string,
): Promise<FarmerDocument> {
  const generated = await generateDocument(person, kind, variant, { today });
  return {
    slot,
    file: { name: generated.fileName, mimeType: generated.mime, buffer: generated.bytes },
    truth: generated.truth,
  };
}

/**
 * The seven documents a farmer uploads, drawn for `person` with the values a reader should find on them
 * (ages counted to `today`, the server's day). As `taken` 'clean': text PDFs where the reader takes the text
 * layer, the Khasra slot the Khatauni page as a clean image (the document its land records are read from);
 * as 'phonePhoto': every page photographed with a phone.
 */
export async function farmerDocuments(
  person: Person,
  today: string,
  taken: 'clean' | 'phonePhoto' = 'clean',
): Promise<Record<FarmerDocumentSlot, FarmerDocument>> {
  const photo = taken === 'phonePhoto';
  const [aadharCopy, pan, electionCard, khasraCopy, khatauniCopy, passbook] = await Promise.all([
    document(person, 'aadharCopy', 'aadhaarFront', taken, today),
    document(person, 'pan', 'pan', taken, today),
    document(person, 'electionCard', 'voterId', taken, today),
    document(person, 'khasraCopy', 'khatauni', taken, today),
    document(person, 'khatauniCopy', 'khatauni', photo ? taken : 'textPdf', today),
    document(person, 'passbook', 'passbook', photo ? taken : 'textPdf', today),
  ]);
  const applicantPhoto: FarmerDocument = {
    slot: 'applicantPhoto',
    file: { name: `photo-${person.seed}.png`, mimeType: 'image/png', buffer: portraitPng() },
    truth: {},
  };
  return { aadharCopy, pan, electionCard, applicantPhoto, khasraCopy, khatauniCopy, passbook };
}
