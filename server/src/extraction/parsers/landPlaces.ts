import { titleCase } from './personName';
import { isMostlyDevanagari, withoutTrailingDots } from './text';

/** Where a land record says its land lies: the revenue village and the pargana, tehsil and district above it. */
export interface LandPlace {
  revenueVillage?: string;
  pargana?: string;
  tehsil?: string;
  district?: string;
}

const NOT_DEVANAGARI_LETTER = '(?![\\u0900-\\u097F])';
// Not the end of a name ("बिलग्राम", "रामग्राम").
const VILLAGE_LABEL =
  /(?<![\u0900-\u097F])(?:ग्राम|गांव|गाँव|गाव|मौजा|मौज़ा)(?![\u0900-\u0963])(?:\s*का\s*नाम)?|\b(?:revenue\s*)?(?:village|mouza|mauza)(?:\s*name)?\b/i;
const PLACE_LABELS: Record<Exclude<keyof LandPlace, 'revenueVillage'>, RegExp> = {
  pargana: new RegExp(`परगना${NOT_DEVANAGARI_LETTER}|\\bpargana\\b`, 'i'),
  tehsil: new RegExp(`(?:तहसील|तालुका)${NOT_DEVANAGARI_LETTER}|\\b(?:tehsil|tahsil|taluka|taluk)\\b`, 'i'),
  district: new RegExp(`(?:जनपद|जिला|ज़िला|जिल्हा)${NOT_DEVANAGARI_LETTER}|\\bdistrict\\b`, 'i'),
};
// Other labels printed on a place's line, where its name ends.
const NEXT_LABEL =
  /\s(?:ग्राम|गाव|परगना|तहसील|तालुका|जनपद|जिला|ज़िला|जिल्हा|ब्लॉक|थाना|पोस्ट|खाता|खाते|मौजा)(?![\u0900-\u097F])|\s(?:village|pargana|tehsil|taluka|district|block|post|khata)\b|[|,;]|\s{2}/i;
// "निवासी ग्राम रामपुर": where an owner lives, not where the land lies.
const RESIDENCE = /निवासी|नि0|resident|\br\/o\b/i;
const MAX_PLACE_WORDS = 3;
const DEVANAGARI_WORD = /^[\u0900-\u097F]+$/;
const ONE_SYLLABLE = /^[\u0915-\u0939\u0958-\u095F][\u093C]?[\u093E-\u094C\u0901-\u0903]?$/;

/**
 * The place named after the first `label` of the lines (not after a residence word), up to the next label.
 * A label followed by its colon is taken first, then `unlabelled` where given: a heading may use the word too
 * ("गाव नमुना सात बारा").
 */
function labelledPlace(
  lines: readonly string[],
  label: RegExp,
  unlabelled: (lines: readonly string[]) => string | undefined = () => undefined,
): string | undefined {
  return placeAfter(lines, label, true) ?? unlabelled(lines) ?? placeAfter(lines, label, false);
}

function placeAfter(lines: readonly string[], label: RegExp, withColon: boolean): string | undefined {
  for (const line of lines) {
    const match = label.exec(line);
    if (!match || RESIDENCE.test(line.slice(Math.max(0, match.index - 12), match.index))) continue;
    if (withColon && !/^\s*[:;]/.test(line.slice(match.index + match[0].length))) continue;
    const rest = line
      .slice(match.index + match[0].length)
      .replace(/^[\s:;.\-–/]+/, '')
      .replace(new RegExp(`^(?:${label.source})[\\s:;.\\-–/]*`, 'i'), '');
    const value = rest
      .split(NEXT_LABEL)[0]!
      .replace(/[^A-Za-z\p{Script_Extensions=Devanagari} .'-]+/gu, ' ')
      .trim();
    const words = value
      .split(/\s+/)
      .filter((word) => word !== '' && !/^(?:का|नाम|name)$/i.test(word))
      .slice(0, MAX_PLACE_WORDS);
    if (words.length === 0) continue;
    if (!isMostlyDevanagari(words.join(' '))) return titleCase(words.join(' '));
    // Specks beside a Hindi name read as a stray letter or a Latin word ("हरदोई ह", "गोरखपुर he").
    const hindiWords = words.filter(
      (word, index) => index === 0 || (DEVANAGARI_WORD.test(word) && !ONE_SYLLABLE.test(word)),
    );
    return hindiWords.map(withoutTrailingDots).join(' ');
  }
  return undefined;
}

/**
 * The village of a record whose "ग्राम" or "गाव" OCR misread ("um: बेलहरी परगना : बिलगाम", "TE: कोरेगाव तालुका"):
 * the name between a short word and its colon at the line's start and the pargana, tehsil or taluka label
 * printed after it.
 */
function villageBeforePlaceLabel(lines: readonly string[]): string | undefined {
  for (const line of lines) {
    const match =
      /^\S{1,6}\s*[:;]\s*([\u0900-\u097F]+(?:\s[\u0900-\u097F]+)?)\s+(?:परगना|तहसील|तालुका)(?![\u0900-\u097F])/.exec(
        line,
      );
    if (match) return match[1];
  }
  return undefined;
}

export function landPlace(lines: readonly string[]): LandPlace {
  const place: LandPlace = {};
  const village = labelledPlace(lines, VILLAGE_LABEL, villageBeforePlaceLabel);
  if (village) place.revenueVillage = village;
  for (const [part, label] of Object.entries(PLACE_LABELS) as [keyof typeof PLACE_LABELS, RegExp][]) {
    const name = labelledPlace(lines, label);
    if (name) place[part] = name;
  }
  return place;
}
