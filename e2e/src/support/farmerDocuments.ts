import { crc32, deflateSync } from 'node:zlib';
import { generateDocument, type GeneratedDocument, type Person } from 'server/test-documents';
import type { FarmerDocumentSlot } from 'shared-api/contract/options';

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

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
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
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function document(person: Person, slot: FarmerDocumentSlot, kind: Parameters<typeof generateDocument>[1], variant: Parameters<typeof generateDocument>[2], today: string): Promise<FarmerDocument> {
  const generated = await generateDocument(person, kind, variant, { today });
  return { slot, file: { name: generated.fileName, mimeType: generated.mime, buffer: generated.bytes }, truth: generated.truth };
}

/**
 * The seven documents a farmer uploads, drawn for `person` with the values a reader should find on them
 * (ages counted to `today`, the server's day). Text PDFs where the reader takes the text layer; the Khasra
 * slot gets the Khatauni page as a clean image, the document its land records are read from.
 */
export async function farmerDocuments(person: Person, today: string): Promise<Record<FarmerDocumentSlot, FarmerDocument>> {
  const [aadharCopy, pan, electionCard, khasraCopy, khatauniCopy, passbook] = await Promise.all([
    document(person, 'aadharCopy', 'aadhaarFront', 'clean', today),
    document(person, 'pan', 'pan', 'clean', today),
    document(person, 'electionCard', 'voterId', 'clean', today),
    document(person, 'khasraCopy', 'khatauni', 'clean', today),
    document(person, 'khatauniCopy', 'khatauni', 'textPdf', today),
    document(person, 'passbook', 'passbook', 'textPdf', today),
  ]);
  const applicantPhoto: FarmerDocument = {
    slot: 'applicantPhoto',
    file: { name: `photo-${person.seed}.png`, mimeType: 'image/png', buffer: portraitPng() },
    truth: {},
  };
  return { aadharCopy, pan, electionCard, applicantPhoto, khasraCopy, khatauniCopy, passbook };
}
