import { GlobalFonts } from '@napi-rs/canvas';

/** Fonts come from npm packages, never from the system: a fresh CI machine has none. */
export type FontScript = 'latin' | 'devanagari';
export type FontWeight = 'regular' | 'bold';

const FILES: Record<FontScript, Record<FontWeight, string>> = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  devanagari: {
    regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
  },
};

const FAMILIES: Record<FontScript, string> = { latin: 'KycNotoSans', devanagari: 'KycNotoSansDevanagari' };

export function fontFile(script: FontScript, weight: FontWeight): string {
  return require.resolve(FILES[script][weight]);
}

let registered = false;

function registerFonts(): void {
  if (registered) return;
  for (const script of ['latin', 'devanagari'] as const) {
    for (const weight of ['regular', 'bold'] as const) GlobalFonts.registerFromPath(fontFile(script, weight), FAMILIES[script]);
  }
  registered = true;
}

/** A CSS font for canvas: Latin first, Devanagari as the fallback for Hindi words. */
export function canvasFont(size: number, weight: FontWeight): string {
  registerFonts();
  return `${weight === 'bold' ? 'bold ' : ''}${size}px "${FAMILIES.latin}", "${FAMILIES.devanagari}"`;
}

const DEVANAGARI = /[\u0900-\u097f\u200c\u200d]/;

/** Splits text into runs of one script, so a PDF can draw each with the font that has its glyphs. */
export function splitByScript(text: string): { script: FontScript; text: string }[] {
  const runs: { script: FontScript; text: string }[] = [];
  for (const char of text) {
    const script: FontScript = DEVANAGARI.test(char) ? 'devanagari' : 'latin';
    const last = runs.at(-1);
    if (last && (last.script === script || (char === ' ' && last.script === 'devanagari'))) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}
