import { GlobalFonts } from '@napi-rs/canvas';
import { fontFile, type FontScript, type FontWeight } from '../src/letters/scriptFonts';

export { fontFile, splitByScript, type FontScript, type FontWeight } from '../src/letters/scriptFonts';

const FAMILIES: Record<FontScript, string> = { latin: 'KycNotoSans', devanagari: 'KycNotoSansDevanagari' };

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
