import type { Person } from './person';
import { createRandom, deriveSeed, type Random } from './random';

/** The states whose record of rights is printed in a script of its own: Kannada, Gurmukhi, Gujarati, Telugu. */
export type IndicRecordState = 'Karnataka' | 'Punjab' | 'Gujarat' | 'Telangana';
export type IndicScript = 'kannada' | 'gurmukhi' | 'gujarati' | 'telugu';

export const SCRIPT_OF_STATE: Record<IndicRecordState, IndicScript> = {
  Karnataka: 'kannada',
  Punjab: 'gurmukhi',
  Gujarat: 'gujarati',
  Telangana: 'telugu',
};

/** A place as printed in the state's script, with its Latin spelling. */
export interface NativeName {
  latin: string;
  native: string;
}

const place = (latin: string, native: string): NativeName => ({ latin, native });

interface StateDistrict {
  name: NativeName;
  tehsils: NativeName[];
}

const DISTRICTS: Record<IndicRecordState, StateDistrict[]> = {
  Karnataka: [
    { name: place('Mandya', 'ಮಂಡ್ಯ'), tehsils: [place('Maddur', 'ಮದ್ದೂರು'), place('Malavalli', 'ಮಳವಳ್ಳಿ'), place('Pandavapura', 'ಪಾಂಡವಪುರ')] },
    { name: place('Hassan', 'ಹಾಸನ'), tehsils: [place('Arsikere', 'ಅರಸೀಕೆರೆ'), place('Belur', 'ಬೇಲೂರು'), place('Channarayapatna', 'ಚನ್ನರಾಯಪಟ್ಟಣ')] },
    { name: place('Tumakuru', 'ತುಮಕೂರು'), tehsils: [place('Tiptur', 'ತಿಪಟೂರು'), place('Gubbi', 'ಗುಬ್ಬಿ'), place('Kunigal', 'ಕುಣಿಗಲ್')] },
  ],
  Punjab: [
    { name: place('Ludhiana', 'ਲੁਧਿਆਣਾ'), tehsils: [place('Jagraon', 'ਜਗਰਾਉਂ'), place('Samrala', 'ਸਮਰਾਲਾ'), place('Khanna', 'ਖੰਨਾ')] },
    { name: place('Sangrur', 'ਸੰਗਰੂਰ'), tehsils: [place('Dhuri', 'ਧੂਰੀ'), place('Sunam', 'ਸੁਨਾਮ'), place('Lehragaga', 'ਲਹਿਰਾਗਾਗਾ')] },
    { name: place('Bathinda', 'ਬਠਿੰਡਾ'), tehsils: [place('Rampura Phul', 'ਰਾਮਪੁਰਾ ਫੂਲ'), place('Talwandi Sabo', 'ਤਲਵੰਡੀ ਸਾਬੋ'), place('Maur', 'ਮੌੜ')] },
  ],
  Gujarat: [
    { name: place('Kheda', 'ખેડા'), tehsils: [place('Nadiad', 'નડિયાદ'), place('Matar', 'માતર'), place('Kapadvanj', 'કપડવંજ')] },
    { name: place('Anand', 'આણંદ'), tehsils: [place('Borsad', 'બોરસદ'), place('Petlad', 'પેટલાદ'), place('Khambhat', 'ખંભાત')] },
    { name: place('Mehsana', 'મહેસાણા'), tehsils: [place('Visnagar', 'વિસનગર'), place('Kadi', 'કડી'), place('Unjha', 'ઊંઝા')] },
  ],
  Telangana: [
    { name: place('Nalgonda', 'నల్గొండ'), tehsils: [place('Miryalaguda', 'మిర్యాలగూడ'), place('Devarakonda', 'దేవరకొండ'), place('Nakrekal', 'నకిరేకల్')] },
    { name: place('Warangal', 'వరంగల్'), tehsils: [place('Parkal', 'పరకాల'), place('Narsampet', 'నర్సంపేట'), place('Wardhannapet', 'వర్ధన్నపేట')] },
    { name: place('Karimnagar', 'కరీంనగర్'), tehsils: [place('Jammikunta', 'జమ్మికుంట'), place('Huzurabad', 'హుజూరాబాద్'), place('Choppadandi', 'చొప్పదండి')] },
  ],
};

const VILLAGES: Record<IndicRecordState, NativeName[]> = {
  Karnataka: [place('Keregodu', 'ಕೆರೆಗೋಡು'), place('Hosahalli', 'ಹೊಸಹಳ್ಳಿ'), place('Bellur', 'ಬೆಳ್ಳೂರು'), place('Koppa', 'ಕೊಪ್ಪ'), place('Kalenahalli', 'ಕಾಳೇನಹಳ್ಳಿ')],
  Punjab: [place('Manuke', 'ਮਾਣੂਕੇ'), place('Sidhwan', 'ਸਿੱਧਵਾਂ'), place('Kotla', 'ਕੋਟਲਾ'), place('Bhaini', 'ਭੈਣੀ'), place('Dhaula', 'ਧੌਲਾ')],
  Gujarat: [place('Uttarsanda', 'ઉત્તરસંડા'), place('Vadtal', 'વડતાલ'), place('Sojitra', 'સોજીત્રા'), place('Bhadran', 'ભાદરણ'), place('Karamsad', 'કરમસદ')],
  Telangana: [place('Gundlapalli', 'గుండ్లపల్లి'), place('Ramapuram', 'రామాపురం'), place('Kothapalli', 'కొత్తపల్లి'), place('Mallaram', 'మల్లారం'), place('Chennur', 'చెన్నూరు')],
};

/** Unicode lays the Brahmic scripts out alike: each letter sits at the same offset from its block's start. */
const BLOCK_OFFSET: Record<IndicScript, number> = { gurmukhi: 0x100, gujarati: 0x180, telugu: 0x300, kannada: 0x380 };

// Gurmukhi has no ष or vocalic r, and writes most conjuncts without a virama (राजेन्द्र is ਰਾਜੇਨਦ੍ਰ).
const GURMUKHI_SPELLING: readonly [RegExp, string][] = [
  [/ष/g, 'श'],
  [/ृ/g, '्रि'],
  [/ऋ/g, 'रि'],
  [/्(?!र)/g, ''],
];

// Kannada and Telugu write a nasal before a stop of its class as an anusvara (ವೀರೇಂದ್ರ, not ವೀರೇನ್ದ್ರ).
const NASAL_BEFORE_STOP: readonly [RegExp, string][] = [[/[ङञणनम]्(?=[कखगघचछजझटठडढतथदधपफबभ])/g, 'ं']];

// A bindi not after a long vowel sign (ਾ ੀ ੇ ੈ ੋ ੌ) or a long independent vowel (ਆ ਈ ਏ ਐ ਓ ਔ).
const GURMUKHI_TIPPI_PLACE = /(?<![\u0a3e\u0a40\u0a47\u0a48\u0a4b\u0a4c\u0a06\u0a08\u0a0f\u0a10\u0a13\u0a14])\u0a02/g;

/**
 * A Hindi name written in another Brahmic script, letter for letter ("रमेश" is ರಮೇಶ in Kannada): the people
 * of the generator are North Indian, and their names are printed so in every state's record.
 */
export function inScript(hindi: string, script: IndicScript): string {
  const rules = script === 'gurmukhi' ? GURMUKHI_SPELLING : script === 'kannada' || script === 'telugu' ? NASAL_BEFORE_STOP : [];
  const spelled = rules.reduce((text, [from, to]) => text.replace(from, to), hindi);
  const shifted = spelled.replace(/[\u0900-\u097f]/g, (char) => String.fromCharCode(char.charCodeAt(0) + BLOCK_OFFSET[script]));
  // Gurmukhi nasalises with a tippi (ਸੰਤੋਸ਼, ਸਿੰਘ), not the bindi the shift gives, but after a long vowel (ਵੇਂਕਟ).
  return (script === 'gurmukhi' ? shifted.replace(GURMUKHI_TIPPI_PLACE, '\u0a70') : shifted).normalize('NFC');
}

const DIGIT_ZERO: Record<IndicScript, number> = { kannada: 0x0ce6, gurmukhi: 0x0a66, gujarati: 0x0ae6, telugu: 0x0c66 };

/** Numbers in the script's own digits, as many of these records print them. */
export function nativeDigits(text: string, script: IndicScript): string {
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(DIGIT_ZERO[script] + Number(digit)));
}

/** One plot as the state's record prints it, and its area in the unit the truth gives. */
export interface IndicPlot {
  /** The survey (khasra) number as a reader should give it ("45/2", "45//12", "123/అ"). */
  surveyNo: string;
  /** Karnataka's RTC prints the survey number and its hissa in two columns: "*" when there is no hissa. */
  survey: string;
  hissa: string;
  /** As printed: acres-guntas ("2-15"), kanal-marla ("8-4") or hectare-are-square metre ("01-25-50"). */
  printedArea: string;
  area: number;
  unit: 'hectare' | 'acre';
}

export interface IndicHolder {
  name: string;
  fatherName: string;
  relation: Person['relation'];
  share: string;
}

export interface IndicLand {
  state: IndicRecordState;
  script: IndicScript;
  khataNo: string;
  plots: IndicPlot[];
  village: NativeName;
  tehsil: NativeName;
  district: NativeName;
  holders: IndicHolder[];
}

const ACRES_PER_HECTARE = 2.4710538;
const pad2 = (value: number) => String(value).padStart(2, '0');

/** Acres and guntas (40 to the acre), as Karnataka's and Telangana's records print an extent. */
function acresGuntas(hectares: number): Pick<IndicPlot, 'printedArea' | 'area' | 'unit'> {
  const guntas = Math.max(1, Math.round(hectares * ACRES_PER_HECTARE * 40));
  return { printedArea: `${Math.floor(guntas / 40)}-${pad2(guntas % 40)}`, area: guntas / 40, unit: 'acre' };
}

/** Kanals and marlas (8 kanals to the acre, 20 marlas to the kanal), as Punjab's Jamabandi prints an area. */
function kanalMarla(hectares: number): Pick<IndicPlot, 'printedArea' | 'area' | 'unit'> {
  const marlas = Math.max(1, Math.round(hectares * ACRES_PER_HECTARE * 160));
  return { printedArea: `${Math.floor(marlas / 20)}-${marlas % 20}`, area: Number((marlas / 160).toFixed(4)), unit: 'acre' };
}

/** Hectares, ares and square metres ("01-25-50"), as Gujarat's 7/12 prints an area. */
function hectareAreMetre(hectares: number): Pick<IndicPlot, 'printedArea' | 'area' | 'unit'> {
  const [whole, fraction] = hectares.toFixed(4).split('.') as [string, string];
  return { printedArea: `${pad2(Number(whole))}-${fraction.slice(0, 2)}-${fraction.slice(2)}`, area: Number(hectares.toFixed(4)), unit: 'hectare' };
}

const HISSA_LETTERS: Record<IndicScript, string[]> = { kannada: ['ಅ', 'ಆ', 'ಬ', 'A', 'B'], gurmukhi: [], gujarati: [], telugu: ['అ', 'ఆ', 'ఇ'] };

function plotOf(state: IndicRecordState, row: Person['land']['rows'][number], random: Random): IndicPlot {
  const [survey = '1', ...fractions] = row.khasraNo.replace(/[^0-9/]/g, '').split('/');
  const fraction = fractions.join('/');
  switch (state) {
    case 'Karnataka': {
      const hissa = fraction || (random.chance(0.35) ? `${random.int(1, 6)}${random.pick(HISSA_LETTERS.kannada)}` : '*');
      return { survey, hissa, surveyNo: hissa === '*' ? survey : `${survey}/${hissa}`, ...acresGuntas(row.areaHectare) };
    }
    case 'Punjab': {
      // Consolidated villages number a field by its rectangle (mustil) and its killa: "45//12".
      const surveyNo = random.chance(0.5) ? `${random.int(1, 120)}//${random.int(1, 25)}` : fraction ? `${survey}/${fraction}` : survey;
      return { survey: surveyNo, hissa: '*', surveyNo, ...kanalMarla(row.areaHectare) };
    }
    case 'Gujarat': {
      const surveyNo = fraction ? `${survey}/${fraction}` : survey;
      return { survey: surveyNo, hissa: '*', surveyNo, ...hectareAreMetre(row.areaHectare) };
    }
    case 'Telangana': {
      const suffix = fraction || (random.chance(0.4) ? random.pick(HISSA_LETTERS.telugu) : '');
      const surveyNo = suffix ? `${survey}/${suffix}` : survey;
      return { survey: surveyNo, hissa: '*', surveyNo, ...acresGuntas(row.areaHectare) };
    }
  }
}

/**
 * The person's land as `state`'s record would hold it: the same khata and holders (their names in the
 * state's script), the same plots measured in the state's units, lying in a village, tehsil (taluk,
 * mandal) and district of that state. Drawn from the person's seed, so layout and truth agree.
 */
export function indicLand(person: Person, state: IndicRecordState): IndicLand {
  const random = createRandom(deriveSeed(person.seed, 'land', state));
  const script = SCRIPT_OF_STATE[state];
  const district = random.pick(DISTRICTS[state]);
  return {
    state,
    script,
    khataNo: person.land.khataNo,
    plots: person.land.rows.map((row) => plotOf(state, row, random)),
    village: random.pick(VILLAGES[state]),
    tehsil: random.pick(district.tehsils),
    district: district.name,
    holders: person.land.owners.map((owner) => ({
      name: inScript(owner.name.hindi, script),
      fatherName: inScript(owner.fatherName.hindi, script),
      relation: owner.relation,
      share: owner.share,
    })),
  };
}
