import type { FoundFields } from '../found';
import { parseGujaratSatbara } from './gujaratSatbara';
import { parseKarnatakaRtc } from './karnatakaRtc';
import { parsePunjabJamabandi } from './punjabJamabandi';
import { parseTeluguPahani } from './teluguPahani';

/** The scripts of the states whose records are not printed in Devanagari, each with its state's parser. */
const PARSERS_BY_SCRIPT: readonly [RegExp, (lines: readonly string[]) => FoundFields][] = [
  [/[\u0C80-\u0CFF]/g, parseKarnatakaRtc],
  [/[\u0A00-\u0A7F]/g, parsePunjabJamabandi],
  [/[\u0A80-\u0AFF]/g, parseGujaratSatbara],
  [/[\u0C00-\u0C7F]/g, parseTeluguPahani],
];

const DEVANAGARI = /[\u0900-\u097F]/g;

/**
 * The parser of the state whose script most of the record's letters are in, when that is not Devanagari
 * (Devanagari records, and records read as mostly Latin, go to the Khatauni parser).
 */
export function stateRecordParser(lines: readonly string[]): ((lines: readonly string[]) => FoundFields) | undefined {
  const text = lines.join('\n');
  const devanagari = text.match(DEVANAGARI)?.length ?? 0;
  const counted = PARSERS_BY_SCRIPT.map(([letters, parse]) => ({ count: text.match(letters)?.length ?? 0, parse }));
  const [best] = counted.sort((a, b) => b.count - a.count);
  return best && best.count > devanagari ? best.parse : undefined;
}
