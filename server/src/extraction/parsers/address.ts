import { withPlaceNamesCorrected } from './addressPlaces';
import { valueAfterLabel } from './labelValue';
import { personName } from './personName';
import { findRelation, type Relation } from './relation';
import { hasDevanagari, isMostlyDevanagari } from './text';

// "Address", "Adress", "Addres", "Acdress", "Add." in OCR spellings, or Hindi "पता" followed by Latin text.
const ADDRESS_LABEL = /\b(?:ac?d+res+|add\.)\s*[:;.-]?|पता\s*[:;-]?/i;
const PIN = /(?<![0-9])[1-9][0-9]{2}\s?[0-9]{3}(?![0-9])/;
const PIN_LABEL = /\b(?:pin\s*code|pincode|pin)\b\s*(?:no\.?)?\s*[:.-]?\s*/gi;
// Lines that end an address block: numbers and labels printed below it on cards, letters and passbooks.
const BLOCK_END = new RegExp(
  [
    '(?<![0-9])[0-9]{4}\\s+[0-9]{4}\\s+[0-9]{4}(?![0-9])',
    '\\bVID\\b|uidai|www\\.|help@|\\b1947\\b|signature|electoral',
    '\\b(?:date|dob|sex|gender|mobile|phone|email|a/?c|account|ifsc|micr|cif|nominee)\\b',
  ].join('|'),
  'i',
);
const MAX_LINES = 6;
// "Branch Address:", "Bank's Address", "शाखा का पता": the branch's address on a passbook or a bank letter.
const BRANCH_BEFORE_LABEL = /branch|bank|शाखा|बैंक/i;

export interface AddressBlock {
  /** The address, its lines joined with ', ', ending at the PIN code when there is one. */
  address: string;
  hasPin: boolean;
  /** The S/O, D/O, W/O or C/O the address began with. */
  relation?: Relation;
  /** 'branch' when its label says it is the branch's ("Branch Address"); otherwise it is the holder's. */
  role?: 'branch';
}

/**
 * Commas as separators: pieces trimmed of stray punctuation, empty pieces and lone lower-case letters (a
 * speck OCR read between two commas; a real block letter is a capital) dropped, the PIN label removed.
 */
function tidy(address: string): string {
  return address
    .replace(PIN_LABEL, ' ')
    .split(/\s*[,;]\s*/)
    .map((piece) =>
      piece
        .replace(/\s+/g, ' ')
        .replace(/^[\s.:|_~-]+|[\s:|_~-]+$/g, '')
        .replace(/\s*-\s*$/, ''),
    )
    .filter((piece) => /[A-Za-z0-9]/.test(piece) && !/^[a-z]$/.test(piece))
    .join(', ');
}

const PIN_ALONE = /^[\s,.:;|-]*[1-9][0-9]{2}\s?[0-9]{3}[\s.|]*$/;

/** A line of the address that OCR put after its PIN: letters, no PIN of its own, nothing that ends a block. */
function endsAddressBefore(line: string): boolean {
  return (
    /[A-Za-z]{3}/.test(line) &&
    !PIN.test(line) &&
    !BLOCK_END.test(line) &&
    !ADDRESS_LABEL.test(line) &&
    !isMostlyDevanagari(line)
  );
}

/** The Latin lines of the block that starts on `lines[start]` after the label, up to the PIN. */
function blockLines(lines: readonly string[], start: number, firstLine: string): { text: string; hasPin: boolean } {
  const collected: string[] = [];
  for (let index = start; index < lines.length && collected.length < MAX_LINES; index += 1) {
    const line = index === start ? firstLine : lines[index]!;
    if (index > start && (BLOCK_END.test(line) || ADDRESS_LABEL.test(line))) break;
    if (line === '' || isMostlyDevanagari(line)) continue;
    const pin = PIN.exec(line);
    if (pin) {
      const pinText = line.slice(0, pin.index + pin[0].length).replace(/\s(?=[0-9]{3}$)/, '');
      const rest = lines[index + 1];
      // The PIN alone, the rest of its line after it: OCR read the line's end apart, first ("Tehsil", "- 222112",
      // "Machhlishahr, District Jaunpur, Uttar Pradesh").
      if (collected.length > 0 && PIN_ALONE.test(line) && rest !== undefined && endsAddressBefore(rest)) {
        collected.push(rest, pinText);
      } else {
        collected.push(pinText);
      }
      return { text: collected.join(', '), hasPin: true };
    }
    collected.push(line);
  }
  return { text: collected.join(', '), hasPin: false };
}

/** What precedes a relation that begins the address: nothing, or the first piece, or only a person's name. */
function precedesAddress(before: string): boolean {
  if (!before.includes(',')) return true;
  const pieces = before.split(',').filter((piece) => /[A-Za-z]/.test(piece));
  return pieces.length === 1 && personName(pieces[0]!) !== undefined;
}

function withRelationTakenOut(text: string, hasPin: boolean, role?: AddressBlock['role']): AddressBlock | undefined {
  const relation = findRelation(text);
  // A relation in the first piece ("S/O: Suresh Kumar," or "Ramesh Kumar S/O Suresh Kumar,") precedes the address
  // proper; so does one after the holder's name in a piece of its own ("B. P. VENKATESH, S/O B. PERUMAL, Village …").
  const body = relation && precedesAddress(relation.before) ? relation.after : text;
  const address = withPlaceNamesCorrected(tidy(body));
  return address.length >= 5
    ? { address, hasPin, ...(role ? { role } : {}), ...(relation ? { relation } : {}) }
    : undefined;
}

/**
 * Every address after an "Address:" label (also the English block of a bilingual card, whose Hindi block
 * comes first), with its leading S/O, D/O, W/O or C/O taken out as the relation, and its role from the label.
 */
export function addressBlocks(lines: readonly string[]): AddressBlock[] {
  const blocks: AddressBlock[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const match = ADDRESS_LABEL.exec(lines[index]!);
    if (!match) continue;
    const afterLabel = valueAfterLabel(lines[index]!.slice(match.index + match[0].length));
    if (hasDevanagari(afterLabel) && isMostlyDevanagari(afterLabel)) continue;
    const role = BRANCH_BEFORE_LABEL.test(lines[index]!.slice(0, match.index)) ? 'branch' : undefined;
    const { text, hasPin } = blockLines(lines, index, afterLabel);
    const block = withRelationTakenOut(text, hasPin, role);
    if (block) blocks.push(block);
  }
  return blocks;
}

/** The first labelled address (see addressBlocks). */
export function addressBlock(lines: readonly string[]): AddressBlock | undefined {
  return addressBlocks(lines)[0];
}

// "Branch: Sandila", "Mobile No 98…": a labelled line of its own, not part of an address.
const LABELLED_LINE = /^[A-Za-z .']{2,30}:/;
// "Customer Name", "Father's Name", "A/c No.", "S/O": a label read apart from its value (a column of labels),
// perhaps with its Hindi half read as Latin junk after a slash ("Name / IW" for "Name / नाम").
const BARE_LABEL = /^[A-Za-z/ .']{0,25}\b(?:name|no\.?|number|code)(?:\s*\/\s*\S{1,8})?\s*$|^[SDWC]\s?\/\s?[O0]\s*$/i;
const MIN_PIECES = 3;
// "Name Ram Kishan Singh", "Father's Name Manoj Singh": a name's label with its value, its colon lost.
const NAME_LABEL_LINE = /^\W*(?:[A-Za-z.'’]+\s+){0,3}na(?:me|rne)\b/i;
// "Branch Manager", "Authorised Signatory": the foot of a passbook page, below the holder's address.
const PAGE_FOOT = /branch\s*manager|signature|signatory/i;

/** A line that starts a field's value (its label read apart, in a column of labels). */
function startsValue(line: string): boolean {
  return /^[:;]/.test(line);
}

/**
 * The address whose label OCR lost, or read apart from its value (two-column pages are often read a
 * column at a time): the lines ending at the last PIN code, back up to a name, a label or a value's start.
 */
export function unlabelledAddress(lines: readonly string[]): AddressBlock | undefined {
  const isAddressLine = (line: string) =>
    !BLOCK_END.test(line) &&
    !ADDRESS_LABEL.test(line) &&
    !LABELLED_LINE.test(line) &&
    !BARE_LABEL.test(line) &&
    !NAME_LABEL_LINE.test(line) &&
    !PAGE_FOOT.test(line) &&
    !isMostlyDevanagari(line) &&
    !personName(line.replace(/^[\s:;+~|-]+/, ''));
  // The last PIN above the page's foot first: below it lie the signature's scrawl read as digits ("Branch
  // Manager / 798 063") and pieces of the branch's address that merging a photo's two reads put there. A
  // number above it that only looks like a PIN gives no address of three pieces, and the PIN before it is
  // tried; the lines below the foot are tried last, should OCR have put the foot above the address.
  const foot = lines.findIndex((line) => PAGE_FOOT.test(line));
  const aboveFoot = foot === -1 ? lines.length : foot;
  const upwards = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, index) => from - index);
  for (const pinLine of [...upwards(aboveFoot - 1, 0), ...upwards(lines.length - 1, aboveFoot)]) {
    if (!PIN.test(lines[pinLine]!) || !isAddressLine(lines[pinLine]!)) continue;
    let start = pinLine;
    while (
      start > 0 &&
      pinLine - start < MAX_LINES - 1 &&
      !startsValue(lines[start]!) &&
      isAddressLine(lines[start - 1]!)
    )
      start -= 1;
    const { text, hasPin } = blockLines(lines, start, lines[start]!);
    const block = withRelationTakenOut(text.replace(/^[\s:;]+/, ''), hasPin);
    if (block && block.address.split(', ').length >= MIN_PIECES) return block;
  }
  return undefined;
}
