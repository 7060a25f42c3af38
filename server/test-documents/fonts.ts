import { GlobalFonts } from '@napi-rs/canvas';
import { fontFile as letterFontFile, type FontScript as LetterScript, type FontWeight } from '../src/letters/scriptFonts';

export type { FontWeight } from '../src/letters/scriptFonts';

/** The scripts the test documents print: the letters' Latin and Devanagari, and the land records' of four more states. */
export type FontScript = LetterScript | 'kannada' | 'gurmukhi' | 'gujarati' | 'telugu';

const RECORD_FONT_PACKAGES: Record<Exclude<FontScript, LetterScript>, [string, string]> = {
  kannada: ['noto-sans-kannada', 'NotoSansKannada'],
  gurmukhi: ['noto-sans-gurmukhi', 'NotoSansGurmukhi'],
  gujarati: ['noto-sans-gujarati', 'NotoSansGujarati'],
  telugu: ['noto-sans-telugu', 'NotoSansTelugu'],
};

export function fontFile(script: FontScript, weight: FontWeight): string {
  if (script === 'latin' || script === 'devanagari') return letterFontFile(script, weight);
  const [pack, family] = RECORD_FONT_PACKAGES[script];
  const style = weight === 'bold' ? '700Bold' : '400Regular';
  return require.resolve(`@expo-google-fonts/${pack}/${style}/${family}_${style}.ttf`);
}

/** Each script's letters, digits and signs (Unicode blocks); the joiners go with the script around them. */
const SCRIPT_BLOCKS: readonly [Exclude<FontScript, 'latin'>, RegExp][] = [
  ['devanagari', /[\u0900-\u097f]/],
  ['gurmukhi', /[\u0a00-\u0a7f]/],
  ['gujarati', /[\u0a80-\u0aff]/],
  ['telugu', /[\u0c00-\u0c7f]/],
  ['kannada', /[\u0c80-\u0cff]/],
];

export const FONT_SCRIPTS: readonly FontScript[] = ['latin', ...SCRIPT_BLOCKS.map(([script]) => script)];

function scriptOf(char: string): FontScript {
  return SCRIPT_BLOCKS.find(([, block]) => block.test(char))?.[0] ?? 'latin';
}

/**
 * Splits text into runs of one script, so a PDF can draw each with the font that has its glyphs. A space or
 * joiner after an Indic letter stays with its run (the words around it are shaped together).
 */
export function splitByScript(text: string): { script: FontScript; text: string }[] {
  const runs: { script: FontScript; text: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const joinsLast = last !== undefined && last.script !== 'latin' && /[ \u200c\u200d]/.test(char);
    const script = joinsLast ? last.script : scriptOf(char);
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

const FAMILIES: Record<FontScript, string> = {
  latin: 'KycNotoSans',
  devanagari: 'KycNotoSansDevanagari',
  kannada: 'KycNotoSansKannada',
  gurmukhi: 'KycNotoSansGurmukhi',
  gujarati: 'KycNotoSansGujarati',
  telugu: 'KycNotoSansTelugu',
};

let registered = false;

function registerFonts(): void {
  if (registered) return;
  for (const script of FONT_SCRIPTS) {
    for (const weight of ['regular', 'bold'] as const) GlobalFonts.registerFromPath(fontFile(script, weight), FAMILIES[script]);
  }
  registered = true;
}

/** A CSS font for canvas: Latin first, each Indic script's font as a fallback for its letters. */
export function canvasFont(size: number, weight: FontWeight): string {
  registerFonts();
  return `${weight === 'bold' ? 'bold ' : ''}${size}px ${FONT_SCRIPTS.map((script) => `"${FAMILIES[script]}"`).join(', ')}`;
}
