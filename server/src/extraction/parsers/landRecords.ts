import { asDigits } from './confusions';
import { addFound, type FoundFields, type FoundLandRecord } from './found';
import { formArea, recordUnitIn, unitIn, type LandUnit } from './landArea';
import { LAND_CONFIDENCE, recordWithoutPlots } from './landConfidence';
import { landOwners, type LandOwners } from './landOwners';
import { landPlace, type LandPlace } from './landPlaces';
import { stateRecordParser } from './stateRecords';
import { withoutLetterBeforeNumber } from './text';

// OCR often drops the anusvara of संख्या ("सख्या").
const KHATA_LABEL =
  /खाते\s*(?:क्रमांक|क्र\.?)|खाता\s*(?:सं?ख्या|सं0|सं\.?|नं0|नं\.?|नम्बर|क्रमांक)|खतौनी\s*संख्या|\bkhata\s*(?:no\b\.?|number|#)?|\bkhewat\s*(?:no\b\.?|number)?|\baccount\s*no\b\.?/i;
const KHASRA_LABEL =
  /भूमापन\s*क्रमांक|(?:खसरा|गाटा|सर्वे)\s*(?:संख्या|सं0|सं\.?|नं0|नं\.?|नम्बर|क्रमांक)?|\b(?:khasra|survey|gata|plot)\s*(?:no\b\.?|number|#)?/i;
const AREA_LABEL = /क्षेत्रफल|रकबा|क्षेत्र(?![\u0900-\u097F])|\barea\b/i;
const TOTAL_LABEL = /(?<![\u0900-\u097F])(?:योग|कुल|एकूण)(?![\u0900-\u097F])|\btotal\b/i;

const KHASRA_TOKEN = /^[0-9]{1,5}(?:\/[0-9]{1,4}){0,2}(?:[\u0900-\u097F]{1,3}|[A-Za-z]{1,2})?$/;
const AREA_TOKEN = /^[0-9]{1,5}\.[0-9]{1,4}$/;
const NUMBER_TOKEN = /^[0-9]{1,5}(?:\.[0-9]{1,4})?$/;
// The date printed under the table ("15/06/2026"), which has a khasra number's shape.
const PRINTED_DATE = /^[0-9]{1,2}\/[0-9]{1,2}\/[0-9]{4}$/;
// An area under a hectare whose point OCR lost ("०४६४६" for ०.४६४६), read only right after a khasra number.
const POINT_LOST = /^0[0-9]{4}$/;
// An area with a digit OCR added ("०.५१९२०" for ०.५९२०), read only right after a khasra number.
const DIGIT_ADDED = /^[0-9]{1,3}\.[0-9]{5}$/;
// An area of a hectare or more whose point OCR lost ("१२३९४" for १.२३९४), read only right after a khasra
// number; it could be a number of its own, so only the block's total confirms it.
const POINT_LOST_ABOVE_ONE = /^[1-9][0-9]{4}$/;
const KHATA_TOKEN = /^[0-9]{1,6}(?:\/[0-9]{1,4})?[A-Za-z]?$/;
// A khasra's sub-plot letter that OCR set apart from its number ("305 ख").
const KHASRA_LETTER = /^(?:[\u0915-\u0939][\u093E-\u094C]?|[A-Za-z])$/;

// A record that names no unit is taken to be in hectares, less surely.
const UNIT_ASSUMED_DOUBT = 0.1;

interface Row {
  khataNo?: string;
  surveyNo: string;
  area?: number;
  unit?: LandUnit;
  /** The areas a row's area read with a digit too many or its point lost may be: the block's total decides. */
  readings?: number[];
}

interface Block {
  khataNo?: string;
  rows: Row[];
  total?: number;
}

// Letters OCR reads for digits inside a number ("2O3", "0.2S30", "00l23"); a letter at the end is a khasra suffix ("45B").
const LETTER_IN_NUMBER = /(?<=[0-9./])[OoDQIl|SBZG](?=[0-9./])|^[Oo](?=[.0-9])/g;

// Devanagari letters 'hin' reads for a Devanagari digit of a number: र for २, श, श् or है for १ ("र48/4",
// "श.5787", "है.2468", "श्श्4रमि" for ११४२मि), प for ५ and इ for १ before a digit ("श्प७मि" for १५७मि, "इ४२४"
// for १४२४; after the digits, they could be a suffix), प for ५ between a digit and the suffix letter ("४पक"
// and "४्प्क" for ४५क), ण or ण् for ० after a digit ("श्२श्ण्मि" for १२१०मि, "७८णमि" for ७८०मि), or for the
// tail of a ० read before it ("श्प०ण्ख" for १५०ख).
const DEVANAGARI_LETTER_FOR_DIGIT: Readonly<Record<string, string>> = { र: '2', श: '1', है: '1', प: '5', इ: '1' };
const LETTER_FOR_DIGIT = /(है|[रश]|[पइ](?=[0-9])|(?<=[0-9]\u094D?)प(?=\u094D?[\u0915-\u0939]$))\u094D?/g;
const ZERO_OR_ITS_TAIL = /(?<=[0-9])(0?)ण\u094D?/g;
// A virama OCR set on a digit ("श्०्६रघ" for १०६२घ).
const VIRAMA_ON_DIGIT = /(?<=[0-9])\u094D/g;
// A number with its khasra suffix, once those letters are digits again.
const NUMBER_WITH_SUFFIX = /^[0-9.][0-9./]*[\u0900-\u097F]{0,3}$/;

const withDigitsForLetters = (token: string) =>
  token.replace(LETTER_FOR_DIGIT, (_read, letter: string) => DEVANAGARI_LETTER_FOR_DIGIT[letter]!);

/** A token of digits and letters read for digits as the number it is; any other token as it was. */
function lettersAsDigits(token: string): string {
  if (!/[0-9]/.test(token)) return token;
  const digits = withDigitsForLetters(token).replace(ZERO_OR_ITS_TAIL, '0').replace(VIRAMA_ON_DIGIT, '');
  if (digits === token || !NUMBER_WITH_SUFFIX.test(digits)) return token;
  // A 7/12 area whose first digit was such a letter ("श.12.94") is joined only now.
  return digits.replace(HECTARE_ARE_METRE_TOKEN, '$1.$2$3');
}
// A short khasra number 'hin' read wholly as the letters it reads for १ and २, joined by viramas as no word is
// ("श्श्र" for ११२); taken for one only where an area follows it on its row.
const KHASRA_READ_AS_LETTERS = /^(?:(?:है|[रश])\u094D)+(?:है|[रश])$/;

// A khasra number whose fraction OCR lost after its slash ("११२६/" for ११२६/२): kept as read, so that its row
// and area are not lost and the lawyer sees what to complete.
const FRACTION_LOST = /^[0-9]{1,5}(?:\/[0-9]{1,4})?\/$/;

/** The row's khasra number a token is, as read or from the letters read for its digits. */
function khasraOf(token: string, next: string | undefined): string | undefined {
  if (KHASRA_TOKEN.test(token)) return token;
  const followedByArea = next !== undefined && (AREA_TOKEN.test(next) || POINT_LOST.test(next));
  if (!followedByArea) return undefined;
  if (FRACTION_LOST.test(token)) return token;
  return KHASRA_READ_AS_LETTERS.test(token) ? withDigitsForLetters(token) : undefined;
}
// उ read for a 3 after a khasra's slash ("634/उमि"), or for a speck between a number and its letter
// ("583/3उक"); M or f (its sign ि) for its मि ("146M", "847/1f").
const U_FOR_THREE = /(?<=[0-9]\/)उ(?=[\u0900-\u097F]{0,3}$)/;
const SPECK_BEFORE_LETTER = /(?<=[0-9])उ(?=[\u0915-\u0939]$)/;
const M_FOR_MI = /(?<=^[0-9/]+)[Mf]$/;
// A sign OCR read for a khasra's letter, perhaps with a Latin letter after it ("583/3%", "437/3/3%h" for
// 437/3/3क): the number is kept without it, so that its row and area are not lost; the lawyer, who checks
// every plot against the record, adds the letter.
const SIGN_FOR_LETTER = /(?<=^[0-9][0-9/]*[0-9])[%@#*][A-Za-z]?$/;
// A vowel sign OCR set after an area's last digit, from a speck beside it ("0.5073े").
const SIGN_AFTER_AREA = /(?<=^[0-9]{1,5}\.[0-9]{1,4})[\u0900-\u0903\u093A-\u094C]$/;

// A decimal comma or colon OCR read for the point of an area, or after it ("0,5300", "1:1135", "श,2394" for
// १,२३९४, "1.,0309"), before they split tokens.
const DECIMAL_COMMA = /(?<![\p{L}\p{M}\d,:])(\d{1,3}|श\u094D?|है|र)\.?[,:](\d{4})(?![\d,:])/gu;
// Hectares, ares and square metres as Maharashtra's 7/12 prints an area ("0.50.60" is 0.5060 hectare; OCR may
// read a comma, or a speck after it as a point: "0.08.94.").
const HECTARE_ARE_METRE = /(?<![\d.,])(\d{1,3})[.,](\d{2})[.,](\d{2})(?![\d]|[.,]\d)/g;
const HECTARE_ARE_METRE_TOKEN = /^(\d{1,3})\.(\d{2})\.(\d{2})$/;

function tokensOf(text: string): string[] {
  return (
    text
      .replace(DECIMAL_COMMA, '$1.$2')
      .replace(HECTARE_ARE_METRE, '$1.$2$3')
      // A danda or a quote beside a number is a rule or a speck OCR read ("४५५... । ०.१६४८", '"1367').
      .split(/[\s|:;,=।॥]+/)
      .map((token) => token.replace(/^[(["'“”]+|[)\].]+$/g, '').replace(/^[-–]+/, ''))
      .map((token) =>
        withoutLetterBeforeNumber(lettersAsDigits(token))
          .replace(U_FOR_THREE, '3')
          .replace(SPECK_BEFORE_LETTER, '')
          .replace(M_FOR_MI, 'मि')
          .replace(SIGN_FOR_LETTER, '')
          .replace(SIGN_AFTER_AREA, ''),
      )
      .map((token) =>
        /[0-9]/.test(token) ? token.replace(LETTER_IN_NUMBER, (letter) => asDigits(letter)?.text ?? letter) : token,
      )
      .filter((token) => token !== '')
  );
}

function valueAfter(line: string, label: RegExp, token: RegExp): string | undefined {
  const match = label.exec(line);
  if (!match) return undefined;
  return tokensOf(line.slice(match.index + match[0].length)).find((candidate) => token.test(candidate));
}

/** "khasra area" pairs of a table row: a khasra number followed by a decimal area (a unit word may sit between). */
function tablePairs(line: string): Row[] {
  const tokens = withKhasraLetters(tokensOf(line));
  const rows: Row[] = [];
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    const surveyNo = khasraOf(token, next);
    if (surveyNo === undefined || AREA_TOKEN.test(token) || PRINTED_DATE.test(token)) return;
    const afterUnit = tokens[index + 2];
    const areaToken =
      next && AREA_TOKEN.test(next)
        ? next
        : next && POINT_LOST.test(next)
          ? `0.${next.slice(1)}`
          : next && unitIn(next) && afterUnit && AREA_TOKEN.test(afterUnit)
            ? afterUnit
            : undefined;
    const unit = unitIn(tokens.slice(index + 1, index + 4).join(' '));
    if (areaToken) rows.push({ surveyNo, area: Number(areaToken), ...(unit ? { unit } : {}) });
    else if (next && DIGIT_ADDED.test(next))
      rows.push({ surveyNo, readings: oneDigitLess(next), ...(unit ? { unit } : {}) });
    else if (next && POINT_LOST_ABOVE_ONE.test(next))
      rows.push({ surveyNo, readings: [Number(`${next[0]}.${next.slice(1)}`)], ...(unit ? { unit } : {}) });
  });
  return rows;
}

/** The areas a token reads as with one of its decimals left out ("0.51920": 0.192, 0.592, 0.512, 0.519, 0.5192). */
function oneDigitLess(token: string): number[] {
  const point = token.indexOf('.');
  const readings = Array.from({ length: token.length - point - 1 }, (_, at) => {
    const left = point + 1 + at;
    return Number(token.slice(0, left) + token.slice(left + 1));
  });
  return [...new Set(readings)];
}

/**
 * A block's row whose area was read with a digit too many takes the one reading that meets the block's total
 * with the other rows' areas; the total, used so, no longer confirms the block. Without one such reading the
 * row keeps its khasra number and no area, for the lawyer to complete.
 */
function withAreasByTotal(block: Block): Block {
  const doubtful = block.rows.filter((row) => row.readings);
  if (doubtful.length === 0) return block;
  const firm = block.rows.reduce((sum, row) => sum + (row.area ?? 0), 0);
  const tolerance = 0.001 + 0.0005 * block.rows.length;
  const fitting =
    doubtful.length === 1 && block.total !== undefined
      ? doubtful[0]!.readings!.filter((area) => Math.abs(firm + area - block.total!) <= tolerance)
      : [];
  const rows = block.rows.map(({ readings, ...row }) =>
    readings && fitting.length === 1 ? { ...row, area: fitting[0]! } : row,
  );
  if (fitting.length !== 1) return { ...block, rows };
  const { total: _usedUp, ...withoutTotal } = block;
  return { ...withoutTotal, rows };
}

function withKhasraLetters(tokens: readonly string[]): string[] {
  const joined: string[] = [];
  tokens.forEach((token, index) => {
    const previous = joined.at(-1);
    const next = tokens[index + 1];
    const isSetApartLetter =
      previous !== undefined &&
      /[0-9]$/.test(previous) &&
      KHASRA_TOKEN.test(previous) &&
      KHASRA_LETTER.test(token) &&
      next !== undefined &&
      AREA_TOKEN.test(next);
    if (isSetApartLetter) joined[joined.length - 1] = previous + token;
    else joined.push(token);
  });
  return joined;
}

function lastArea(line: string): number | undefined {
  const areas = tokensOf(line).filter((token) => AREA_TOKEN.test(token));
  return areas.length > 0 ? Number(areas[areas.length - 1]) : undefined;
}

/**
 * The blocks of a Khatauni or Khasra: each "खाता संख्या" / "Khata No" starts one; its rows are khasra
 * numbers with their areas, from table rows ("45  0.5060") or labelled lines ("Khasra No: 45" then
 * "Area: 0.5060 Hectare"); a "योग" / "Total" line gives the block's total.
 */
/**
 * The khata number of a record whose "खाता" OCR lost ("ven संख्या : 00280"): the only number of a line that
 * is a short word, "संख्या" and the number, above the table. Used only when no khata label was read.
 */
const LOST_KHATA_LINE = /^\S{1,8}\s+सं?ख्या\s*[:;.]?\s*([0-9]{1,6})$/;

function khataLabelLost(lines: readonly string[]): { line: string; khataNo: string } | undefined {
  if (lines.some((line) => valueAfter(line, KHATA_LABEL, KHATA_TOKEN))) return undefined;
  for (const line of lines) {
    if (KHASRA_LABEL.test(line)) continue;
    const match = LOST_KHATA_LINE.exec(line);
    if (match) return { line, khataNo: match[1]! };
  }
  return undefined;
}

/** The record's first labelled khata number, or the one whose label OCR lost. */
function labelledKhata(lines: readonly string[]): string | undefined {
  for (const line of lines) {
    const khataNo = valueAfter(line, KHATA_LABEL, KHATA_TOKEN);
    if (khataNo) return khataNo;
  }
  return khataLabelLost(lines)?.khataNo;
}

function readBlocks(lines: readonly string[]): Block[] {
  const blocks: Block[] = [{ rows: [] }];
  let current = blocks[0]!;
  let pendingSurvey: string | undefined;
  const lostLabel = khataLabelLost(lines);
  for (const line of lines) {
    const khata = line === lostLabel?.line ? lostLabel.khataNo : valueAfter(line, KHATA_LABEL, KHATA_TOKEN);
    if (khata) {
      if (current.rows.length > 0 || current.khataNo) {
        current = { rows: [] };
        blocks.push(current);
      }
      current.khataNo = khata;
    }
    if (TOTAL_LABEL.test(line) && lastArea(line) !== undefined && !KHASRA_LABEL.test(line)) {
      current.total = lastArea(line);
      continue;
    }
    const labelledSurvey = valueAfter(line, KHASRA_LABEL, KHASRA_TOKEN);
    const labelledArea = valueAfter(line, AREA_LABEL, NUMBER_TOKEN);
    const survey = labelledSurvey ?? pendingSurvey;
    if (survey && labelledArea) {
      const unit = unitIn(line.slice(AREA_LABEL.exec(line)!.index));
      current.rows.push({ surveyNo: survey, area: Number(labelledArea), ...(unit ? { unit } : {}) });
      pendingSurvey = undefined;
      continue;
    }
    if (labelledSurvey) {
      pendingSurvey = labelledSurvey;
      continue;
    }
    for (const row of tablePairs(khata ? line.replace(KHATA_LABEL, ' ').replace(khata, ' ') : line)) {
      if (isUnlabelledTotal(row, current)) current.total = row.area;
      else current.rows.push(row);
    }
  }
  if (pendingSurvey) current.rows.push({ surveyNo: pendingSurvey });
  return blocks.filter((block) => block.rows.length > 0).map(withAreasByTotal);
}

/**
 * A total row whose "योग" OCR lost: its first number is the count of the block's plots and its area their
 * sum. No plot is numbered and sized like that by chance, except the one plot of a one-plot khata.
 */
function isUnlabelledTotal(row: Row, block: Block): boolean {
  if (block.rows.length === 0 || row.area === undefined || row.surveyNo !== String(block.rows.length)) return false;
  const sum = block.rows.reduce((total, plot) => total + (plot.area ?? 0), 0);
  return Math.abs(sum - row.area) <= 0.001 + 0.0005 * block.rows.length;
}

function blockConfidence(block: Block): number {
  if (block.total === undefined) return LAND_CONFIDENCE.noTotal;
  const sum = block.rows.reduce((total, row) => total + (row.area ?? 0), 0);
  const tolerance = 0.001 + 0.0005 * block.rows.length;
  return Math.abs(sum - block.total) <= tolerance ? LAND_CONFIDENCE.totalMatches : LAND_CONFIDENCE.totalDiffers;
}

function landRecord(
  row: Row,
  block: Block,
  documentUnit: LandUnit | undefined,
  place: LandPlace,
  holders: LandOwners['holders'],
): FoundLandRecord {
  const unit = row.unit ?? documentUnit;
  // Computerised records (UP Khatauni and most states' RoR) print hectares when they name no unit.
  const area = row.area === undefined ? undefined : formArea(row.area, unit ?? 'hectare');
  const confidence = blockConfidence(block) - (unit ? 0 : UNIT_ASSUMED_DOUBT);
  return {
    ...(block.khataNo ? { khataNo: block.khataNo } : {}),
    surveyNo: row.surveyNo,
    ...(area ?? {}),
    ...place,
    ...(holders.length > 0 ? { owners: holders } : {}),
    confidence,
  };
}

/**
 * A land record: Karnataka's, Punjab's, Gujarat's, Telangana's or Andhra Pradesh's by its state's parser when
 * it is printed in that state's script, else a Khatauni (record of rights) or Khasra (plot register) of the
 * Devanagari states.
 */
export function parseLandRecord(lines: readonly string[]): FoundFields {
  return (stateRecordParser(lines) ?? parseDevanagariRecord)(lines);
}

/** Khatauni (record of rights) or Khasra (plot register): land records and the owners they name. */
function parseDevanagariRecord(lines: readonly string[]): FoundFields {
  const fields: FoundFields = {};
  const documentUnit = recordUnitIn(lines.join('\n'));
  const place = landPlace(lines);
  const { owners, fathers, holders } = landOwners(lines);
  const blocks = readBlocks(lines);
  addFound(
    fields,
    'landRecords',
    blocks.length > 0
      ? blocks.flatMap((block) => block.rows.map((row) => landRecord(row, block, documentUnit, place, holders)))
      : recordWithoutPlots({ khataNo: labelledKhata(lines), ...place, owners: holders }),
  );
  const distinctOwners = owners.filter(
    (owner, index) => owners.findIndex((other) => other.value === owner.value) === index,
  );
  addFound(fields, 'applicantNames', distinctOwners.slice(0, 1));
  // Co-owners on one record are nearly always the owner's family.
  addFound(fields, 'familyMemberNames', distinctOwners.slice(1));
  addFound(fields, 'fatherNames', fathers.slice(0, 1));
  return fields;
}
