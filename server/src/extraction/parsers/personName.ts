import { RELATION_PREFIX } from './relationPrefix';
import { withoutDevanagari } from './text';

const HONORIFICS = new Set([
  'shri',
  'shree',
  'sri',
  'sh',
  'smt',
  'shrimati',
  'srimati',
  'kumari',
  'km',
  'kum',
  'mr',
  'mrs',
  'ms',
  'miss',
  'dr',
  'late',
  'lt',
]);

/** Words of card headings, labels and addresses: a line holding one is not a person's name. */
const NOT_NAME_WORDS = new Set([
  'government',
  'govt',
  'india',
  'indian',
  'of',
  'the',
  'and',
  'income',
  'tax',
  'department',
  'dept',
  'permanent',
  'account',
  'number',
  'no',
  'card',
  'signature',
  'sign',
  'name',
  'names',
  'father',
  'fathers',
  'husband',
  'husbands',
  'mother',
  'mothers',
  'relation',
  'relations',
  'relative',
  'dob',
  'date',
  'birth',
  'year',
  'yob',
  'male',
  'female',
  'transgender',
  'gender',
  'sex',
  'address',
  'aadhaar',
  'aadhar',
  'adhaar',
  'unique',
  'identification',
  'authority',
  'uidai',
  'election',
  'commission',
  'identity',
  'elector',
  'electors',
  'voter',
  'epic',
  'bank',
  'branch',
  'ifsc',
  'micr',
  'customer',
  'holder',
  'passbook',
  'vid',
  'issue',
  'enrolment',
  'enrollment',
  'help',
  'www',
  'age',
  'to',
  'village',
  'district',
  'tehsil',
  'state',
  'pin',
  'code',
  'khata',
  'khasra',
  'khatauni',
  'area',
  'total',
  'hectare',
  'owner',
  'nominee',
  'joint',
  'cif',
  'mobile',
  'phone',
  'email',
  'photo',
  'valid',
  'download',
  'print',
  'my',
  'son',
  'daughter',
  'wife',
  'care',
  'registration',
  'officer',
  'office',
  'record',
  'rights',
  'survey',
  'plot',
  'house',
  'ward',
  'road',
  'street',
  'near',
  'post',
  'vill',
  'dist',
  'po',
  'ps',
  'block',
  'colony',
  'sector',
  'flat',
  'mohalla',
  'gram',
  'savings',
  'sb',
  'details',
]);

const ACRONYMS = new Set([
  'uco',
  'idbi',
  'hdfc',
  'icici',
  'idfc',
  'rbl',
  'au',
  'dcb',
  'csb',
  'sbi',
  'pnb',
  'up',
  'mp',
  'j&k',
  'sbm',
]);
const LOWER_CASE_WORDS = new Set(['of', 'and', '&']);

/** Upper-cases the first letter of each part of a word ("d'souza" to "D'Souza", "r.k." to "R.K."). */
function titleCaseWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/(^|[.'-])([a-z])/g, (_match, before: string, letter: string) => before + letter.toUpperCase());
}

/** Title Case for names of institutions: "STATE BANK OF INDIA" to "State Bank of India", "UCO BANK" to "UCO Bank". */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (ACRONYMS.has(lower)) return word.toUpperCase();
      if (index > 0 && LOWER_CASE_WORDS.has(lower)) return lower;
      return titleCaseWord(word);
    })
    .join(' ');
}

/** The Latin words of a text, with OCR specks and stray punctuation at their ends removed. */
function latinWords(text: string): string[] {
  return (
    withoutDevanagari(text)
      // OCR reads a capital J's hook as a bracket: "PANKA]" for PANKAJ.
      .replace(/(?<=[A-IK-Z])\](?![A-Za-z])/g, 'J')
      // And the last small l of a word as "!" ("Baghe!" for Baghel): names hold no exclamation mark.
      .replace(/(?<=[a-z])!(?![A-Za-z0-9])/g, 'l')
      // And loses the space after an initial's point ("B.R.Perumal" for B. R. Perumal): initials are spaced
      // however printed, so that one person's documents agree.
      .replace(/(?<=(?:^|[\s.])[A-Z]\.)(?=[A-Za-z])/g, ' ')
      .replace(/[^A-Za-z.' -]+/g, ' ')
      .split(' ')
      .map((word) => word.replace(/^[.'-]+/, '').replace(/['-]+$/, ''))
      .map((word) => (word.replace(/\./g, '').length > 1 && !/\..*\./.test(word) ? word.replace(/\.+$/, '') : word))
      .filter((word) => /[A-Za-z]/.test(word))
  );
}

// An initial B read as 8 ("8. P. VENKATESH"): a digit with a dot before a capitalised word starts no address or number.
const INITIAL_B_READ_AS_8 = /(^|[\s,:;|])8\.(?=\s?[A-Z][A-Za-z]*\.?(?:\s|$))/g;

/** The text with initials OCR read as digits read back as letters. */
export function withInitialsRead(text: string): string {
  return text.replace(INITIAL_B_READ_AS_8, '$1B.');
}

function isNameWord(word: string): boolean {
  return !NOT_NAME_WORDS.has(word.toLowerCase().replace(/[.'-]/g, ''));
}

function nameOfWords(words: readonly string[]): string | undefined {
  const kept = [...words];
  while (kept.length > 0 && HONORIFICS.has(kept[0]!.toLowerCase().replace(/\.$/, ''))) kept.shift();
  // Real initials are capitals; a lone small letter at either end is a speck read as a letter.
  while (kept.length > 0 && /^[a-z]$/.test(kept[0]!)) kept.shift();
  // So is a small word of two or three letters before capitalised ones ("wn Rajesh Pal"): printed names have no such word.
  if (kept.length > 1 && /^[a-z]{2,3}$/.test(kept[0]!) && /^[A-Z]/.test(kept[1]!)) kept.shift();
  while (kept.length > 0 && /^[a-z]$/.test(kept[kept.length - 1]!)) kept.pop();
  if (kept.length === 0 || kept.length > 6) return undefined;
  if (!kept.some((word) => word.replace(/[^A-Za-z]/g, '').length >= 3)) return undefined;
  return kept.map(titleCaseWord).join(' ');
}

/**
 * A person's name in Title Case when the whole text is one: Latin letters only (Devanagari parts are left
 * out), no digits, no label or heading words; honorifics dropped. Undefined otherwise.
 */
export function personName(text: string): string | undefined {
  const read = withInitialsRead(text);
  if (/[0-9/\\:@]/.test(read)) return undefined;
  const words = latinWords(read);
  if (!words.every(isNameWord)) return undefined;
  return nameOfWords(words);
}

/**
 * The name at the start of a value that may run on into other things ("Suresh Kumar House No 12",
 * "Ramesh Kumar Sex: Male", "Ramesh Kumar S/O Suresh Kumar"): the words before the first digit, separator,
 * relation prefix or non-name word.
 */
export function leadingPersonName(text: string): string | undefined {
  const head =
    withInitialsRead(text)
      .replace(/^[\s:;.,|=/\\-]+/, '')
      .split(RELATION_PREFIX)[0]!
      .split(/[0-9,;:|/\\(]/)[0] ?? '';
  const words = latinWords(head);
  const end = words.findIndex((word) => !isNameWord(word));
  return nameOfWords(end === -1 ? words : words.slice(0, end));
}
