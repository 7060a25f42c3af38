/** Fonts come from npm packages, never from the system: a fresh server has none. */
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

export function fontFile(script: FontScript, weight: FontWeight): string {
  return require.resolve(FILES[script][weight]);
}

const DEVANAGARI = /[\u0900-\u097f\u200c\u200d]/;

/**
 * Splits text into runs of one script, so a PDF can draw each with the font that has its glyphs. A space
 * after Hindi stays with the Hindi run (the words around it are shaped together).
 */
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
