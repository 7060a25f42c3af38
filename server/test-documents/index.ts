import { layoutAadhaarBack, layoutAadhaarFront } from './layouts/aadhaar';
import { layoutGujaratSatbara } from './layouts/gujaratSatbara';
import { layoutKarnatakaRtc } from './layouts/karnatakaRtc';
import { layoutPunjabJamabandi } from './layouts/punjabJamabandi';
import { layoutTelanganaPahani } from './layouts/telanganaPahani';
import type { LayoutContext } from './layouts/context';
import {
  layoutKhatauni,
  layoutMadhyaPradeshB1,
  layoutMaharashtraSatbara,
  layoutRajasthanJamabandi,
} from './layouts/khatauni';
import { layoutPan } from './layouts/pan';
import { layoutPassbook } from './layouts/passbook';
import { layoutVoterId } from './layouts/voterId';
import type { Page } from './page';
import type { Person } from './person';
import { createRandom, deriveSeed } from './random';
import { renderToCanvas } from './renderCanvas';
import { renderToPdf } from './renderPdf';
import { groundTruth, STATE_OF_LAND_KIND, type DocumentKind, type GroundTruth } from './truth';
import { phonePhotoImage, scanImage, wrapImageInPdf, type DocumentVariant } from './variants';

export { makePerson, type Person } from './person';
export {
  ageOn,
  STATE_OF_LAND_KIND,
  type DocumentKind,
  type GroundTruth,
  type LandRecordTruth,
  type TruthList,
} from './truth';
export type { DocumentVariant } from './variants';

export type DocumentSlot = 'aadharCopy' | 'pan' | 'electionCard' | 'passbook' | 'khatauniCopy';
export type DocumentMime = 'image/jpeg' | 'image/png' | 'application/pdf';

export interface GeneratedDocument {
  kind: DocumentKind;
  variant: DocumentVariant;
  slot: DocumentSlot;
  mime: DocumentMime;
  bytes: Buffer;
  truth: GroundTruth;
  fileName: string;
}

export const DOCUMENT_KINDS: readonly DocumentKind[] = [
  'aadhaarFront',
  'aadhaarBack',
  'pan',
  'voterId',
  'passbook',
  'khatauni',
  'mpKhasraB1',
  'rajasthanJamabandi',
  'maharashtraSatbara',
  'karnatakaRtc',
  'punjabJamabandi',
  'gujaratSatbara',
  'telanganaPahani',
];
export const DOCUMENT_VARIANTS: readonly DocumentVariant[] = ['clean', 'scan', 'phonePhoto', 'textPdf', 'scannedPdf'];

/** The day ages are counted to unless a caller passes its own: fixed, so the truth never drifts. */
export const DEFAULT_TODAY = '2026-06-15';

export const SLOT_OF_KIND: Record<DocumentKind, DocumentSlot> = {
  aadhaarFront: 'aadharCopy',
  aadhaarBack: 'aadharCopy',
  pan: 'pan',
  voterId: 'electionCard',
  passbook: 'passbook',
  khatauni: 'khatauniCopy',
  mpKhasraB1: 'khatauniCopy',
  rajasthanJamabandi: 'khatauniCopy',
  maharashtraSatbara: 'khatauniCopy',
  karnatakaRtc: 'khatauniCopy',
  punjabJamabandi: 'khatauniCopy',
  gujaratSatbara: 'khatauniCopy',
  telanganaPahani: 'khatauniCopy',
};

const LAYOUTS: Record<DocumentKind, (person: Person, context: LayoutContext) => Page> = {
  aadhaarFront: layoutAadhaarFront,
  aadhaarBack: layoutAadhaarBack,
  pan: layoutPan,
  voterId: layoutVoterId,
  passbook: layoutPassbook,
  khatauni: layoutKhatauni,
  mpKhasraB1: layoutMadhyaPradeshB1,
  rajasthanJamabandi: layoutRajasthanJamabandi,
  maharashtraSatbara: layoutMaharashtraSatbara,
  karnatakaRtc: layoutKarnatakaRtc,
  punjabJamabandi: layoutPunjabJamabandi,
  gujaratSatbara: layoutGujaratSatbara,
  telanganaPahani: layoutTelanganaPahani,
};

/** Cards are scanned at 300 dpi; A4 records and passbook pages at the 200 dpi offices usually use. */
const isLandRecord = (kind: DocumentKind) => STATE_OF_LAND_KIND[kind] !== undefined;
const isCard = (kind: DocumentKind) => kind !== 'passbook' && !isLandRecord(kind);
const scanDpi = (kind: DocumentKind) => (isCard(kind) ? 300 : 200);

async function encode(
  page: Page,
  kind: DocumentKind,
  variant: DocumentVariant,
  seed: number,
): Promise<{ mime: DocumentMime; bytes: Buffer }> {
  const random = createRandom(deriveSeed(seed, kind, variant, 'image'));
  switch (variant) {
    case 'clean':
      return { mime: 'image/png', bytes: await renderToCanvas(page).encode('png') };
    case 'scan':
      return { mime: 'image/jpeg', bytes: await scanImage(page, random, scanDpi(kind)).encode('jpeg', 88) };
    case 'phonePhoto':
      return {
        mime: 'image/jpeg',
        bytes: await phonePhotoImage(page, random, { lyingSheet: isLandRecord(kind) }).encode(
          'jpeg',
          random.int(60, 75),
        ),
      };
    case 'textPdf':
      return { mime: 'application/pdf', bytes: await renderToPdf(page) };
    case 'scannedPdf': {
      const scan = scanImage(page, random, scanDpi(kind));
      const jpeg = await scan.encode('jpeg', 85);
      return { mime: 'application/pdf', bytes: await wrapImageInPdf(jpeg, scan.width, scan.height, scanDpi(kind)) };
    }
  }
}

const EXTENSIONS: Record<DocumentMime, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/**
 * One document of the person, drawn and photographed or scanned as `variant` says, with the values a
 * reader should find on it. Deterministic: the same person, kind, variant and day give the same bytes.
 */
export async function generateDocument(
  person: Person,
  kind: DocumentKind,
  variant: DocumentVariant,
  { today = DEFAULT_TODAY }: { today?: string } = {},
): Promise<GeneratedDocument> {
  const page = LAYOUTS[kind](person, { today, random: createRandom(deriveSeed(person.seed, kind, 'layout')) });
  const { mime, bytes } = await encode(page, kind, variant, person.seed);
  return {
    kind,
    variant,
    slot: SLOT_OF_KIND[kind],
    mime,
    bytes,
    truth: groundTruth(person, kind, today),
    fileName: `${kind}-${variant}-${person.seed}.${EXTENSIONS[mime]}`,
  };
}
