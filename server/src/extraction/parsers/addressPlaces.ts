import { districtsOf, stateNames, tehsilsOf, tehsilsOfDistrict } from '../places/gazetteer';
import { statesForPin } from '@kisan-credit/shared-api/contract/pinStates';
import { nearestName, type Reach } from './nearestName';

const DISTRICT_LABEL = /^(?:district|distt?\.?|zila|jila)$/i;
const TEHSIL_LABEL = /^(?:tehsil|tahsil|teh\.?|taluka?)$/i;
const OTHER_LABEL = /^(?:village|vill\.?|post|p\.?o\.?)$/i;
/** Labels long enough that OCR's misspellings of them ("Tehsit", "Tehst", "Distrct") are still recognisable. */
const LONG_LABELS = ['Village', 'Tehsil', 'Tahsil', 'District'];
const LABEL_REACH: Reach = { maxDistance: () => 1 };
/**
 * A district has a handful of tehsils, far apart in spelling: a word in its Tehsil slot is taken for the
 * one it is much nearer than the others, up to three of its letters in ten misread ("Shaul" for Sidhauli).
 */
const TEHSIL_OF_DISTRICT_REACH: Reach = {
  maxDistance: (_read, tehsil) => 0.3 * tehsil.replace(/[^A-Za-z]/g, '').length,
  minLead: 1,
};
const LABEL_MIN_LETTERS = 5;
/** A label that OCR read with the comma after it instead of before it ("Tehsil Fatehpur District, Barabanki"). */
const LABEL_BEFORE_COMMA = /(?:\s*,)?\s+(District|Distt?\.?|Tehsil|Tahsil|Village|Post)\s*,\s*/g;
const PIN = /(?<![0-9])[1-9][0-9]{5}(?![0-9])/g;
const MAX_NAME_WORDS = 3;

/** A labelled part of an address ("Tehsil Sandila"), or a piece without a label. */
interface Segment {
  label?: string;
  words: string[];
}

function isLabel(word: string): boolean {
  return DISTRICT_LABEL.test(word) || TEHSIL_LABEL.test(word) || OTHER_LABEL.test(word);
}

// "PO." and "P.0.": the post office's label with a dot lost or its O read as 0.
const POST_OFFICE_MISREAD = /\bP\.?[O0]\.(?=\s)/g;

function withLabelsRespelt(address: string): string {
  return address.replace(POST_OFFICE_MISREAD, 'P.O.').replace(/[A-Za-z]+/g, (word) => {
    if (word.length < LABEL_MIN_LETTERS || isLabel(word)) return word;
    return nearestName(word, LONG_LABELS, LABEL_REACH) ?? word;
  });
}

/** The comma-separated pieces of the address, each cut into segments where a label starts. */
function segmentsOf(address: string): Segment[][] {
  return address.split(', ').map((piece) => {
    const segments: Segment[] = [];
    for (const word of piece.split(' ').filter((word) => word !== '')) {
      if (isLabel(word) || segments.length === 0)
        segments.push(isLabel(word) ? { label: word, words: [] } : { words: [word] });
      else segments.at(-1)!.words.push(word);
    }
    return segments;
  });
}

/**
 * A state's name that OCR read over two lines ("Uttar, Pradesh - 241403", the lines joined with a comma)
 * put back together.
 */
function withStateNamesRejoined(pieces: Segment[][]): Segment[][] {
  const states = stateNames().map((state) => state.toLowerCase());
  const rejoined: Segment[][] = [];
  for (const piece of pieces) {
    const before = rejoined.at(-1);
    const [head] = piece;
    const tail = before?.length === 1 && !before[0]!.label ? before[0]!.words : undefined;
    const next = head && !head.label ? head.words : undefined;
    const splitState =
      tail &&
      next &&
      [1, 2].some((count) => states.includes([...tail, ...next.slice(0, count)].join(' ').toLowerCase()));
    if (splitState) {
      before![0]!.words.push(...next);
      before!.push(...piece.slice(1));
    } else {
      rejoined.push(piece);
    }
  }
  return rejoined;
}

function joined(pieces: readonly Segment[][]): string {
  return pieces
    .map((segments) => segments.map(({ label, words }) => [label ?? [], ...words].flat().join(' ')).join(' '))
    .join(', ');
}

/**
 * Replaces the segment's leading words (up to three, letters only) by the place name they most likely are;
 * the longest run of words that names a place wins. Returns the place, or undefined when none fits.
 */
function snapLeadingWords(segment: Segment, places: readonly string[], reach?: Reach): string | undefined {
  const nameWords = segment.words.slice(0, MAX_NAME_WORDS);
  const letterWords = nameWords.findIndex((word) => !/^[A-Za-z]+$/.test(word));
  const candidates = letterWords === -1 ? nameWords : nameWords.slice(0, letterWords);
  for (let count = candidates.length; count > 0; count -= 1) {
    const place = nearestName(candidates.slice(0, count).join(' '), places, reach);
    if (place) {
      segment.words.splice(0, count, ...place.split(' '));
      return place;
    }
  }
  return undefined;
}

/**
 * The unlabelled piece that names the district in the usual order of an Indian address ("…, Sandila,
 * Hardoi, Uttar Pradesh - 241204"): the one before the state and PIN.
 */
function unlabelledDistrictPiece(pieces: readonly Segment[][], states: readonly string[]): Segment | undefined {
  const stateWords = new Set(
    (states.length > 0 ? states : stateNames()).flatMap((state) => state.toLowerCase().split(' ')),
  );
  const isStateOrPin = (segments: readonly Segment[]) =>
    segments.every(
      ({ label, words }) =>
        !label && words.every((word) => /^[0-9-]*$/.test(word) || stateWords.has(word.toLowerCase())),
    );
  let index = pieces.length - 1;
  while (index >= 0 && isStateOrPin(pieces[index]!)) index -= 1;
  const piece = pieces[index];
  return index < pieces.length - 1 && piece?.length === 1 && !piece[0]!.label ? piece[0] : undefined;
}

/** The piece before the one holding `segment`, when it is a single unlabelled one. */
function pieceBefore(pieces: readonly Segment[][], segment: Segment): Segment | undefined {
  const index = pieces.findIndex((piece) => piece.includes(segment));
  const before = pieces[index - 1];
  return index > 0 && before?.length === 1 && !before[0]!.label ? before[0] : undefined;
}

/**
 * The address with its district and tehsil spelt as in the gazetteer when OCR misread them ("Tehsit
 * Sandita, District Mardoi" → "Tehsil Sandila, District Hardoi"), and its state in one piece. Only names
 * near one place, and one alone, of the states its PIN code belongs to are changed; the tehsil is looked
 * for among its district's.
 */
export function withPlaceNamesCorrected(address: string): string {
  const pin = address.match(PIN)?.at(-1);
  const states = pin ? statesForPin(pin) : [];
  const pieces = withStateNamesRejoined(segmentsOf(withLabelsRespelt(address).replace(LABEL_BEFORE_COMMA, ', $1 ')));
  const segments = pieces.flat();
  const districtSegments = segments.filter(({ label }) => label !== undefined && DISTRICT_LABEL.test(label));
  const unlabelledDistrict = districtSegments.length === 0 ? unlabelledDistrictPiece(pieces, states) : undefined;
  let district: string | undefined;
  for (const segment of unlabelledDistrict ? [unlabelledDistrict] : districtSegments) {
    district = snapLeadingWords(segment, districtsOf(states)) ?? district;
  }
  const tehsils = district ? tehsilsOfDistrict(district, states) : [...tehsilsOf(states), ...districtsOf(states)];
  const reach = district ? TEHSIL_OF_DISTRICT_REACH : undefined;
  if (tehsils) {
    const tehsilSegments = segments.filter(({ label }) => label !== undefined && TEHSIL_LABEL.test(label));
    // Unlabelled addresses run village, post office, tehsil, district: the piece before the district is its tehsil.
    const unlabelledTehsil =
      unlabelledDistrict && district && tehsilSegments.length === 0
        ? pieceBefore(pieces, unlabelledDistrict)
        : undefined;
    for (const segment of unlabelledTehsil ? [unlabelledTehsil] : tehsilSegments) {
      snapLeadingWords(segment, tehsils, reach);
    }
  }
  return joined(pieces);
}
