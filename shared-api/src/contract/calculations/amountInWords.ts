import type { Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { roundTo, toNumberOrBlank } from '@kisan-credit/shared-api/contract/calculations/numbers';

/**
 * A rupee amount in words, Indian system (thousand, lakh, crore), as cheques write it: Title Case, no
 * "and" inside the number, "Rupees Only" at the end; paise when there are any.
 *   150000 → 'One Lakh Fifty Thousand Rupees Only'
 *   1 → 'One Rupee Only'; 0 → 'Zero Rupees Only'; 10.5 → 'Ten Rupees and Fifty Paise Only'
 *   1000000000 → 'One Hundred Crore Rupees Only' (crores above 99 are counted in the same system)
 * Hindi: 150000 → 'एक लाख पचास हज़ार रुपये मात्र'. Empty, invalid or negative amounts give ''.
 */
export function amountInWords(amount: unknown, language: Language = 'en'): string {
  const value = toNumberOrBlank(amount);
  if (value === undefined || Number.isNaN(value) || value < 0) return '';
  const paiseTotal = Math.round(roundTo(value, 2) * 100);
  const rupees = Math.floor(paiseTotal / 100);
  const paise = paiseTotal % 100;
  return language === 'hi' ? hindiAmount(rupees, paise) : englishAmount(rupees, paise);
}

const ENGLISH_BELOW_TWENTY = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const ENGLISH_TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function englishBelowHundred(n: number): string {
  if (n < 20) return ENGLISH_BELOW_TWENTY[n]!;
  const ones = n % 10;
  const tens = ENGLISH_TENS[Math.floor(n / 10)]!;
  return ones === 0 ? tens : `${tens} ${ENGLISH_BELOW_TWENTY[ones]}`;
}

// 1 to 99 in Hindi: each has its own word.
const HINDI_BELOW_HUNDRED = [
  'शून्य',
  'एक',
  'दो',
  'तीन',
  'चार',
  'पाँच',
  'छह',
  'सात',
  'आठ',
  'नौ',
  'दस',
  'ग्यारह',
  'बारह',
  'तेरह',
  'चौदह',
  'पंद्रह',
  'सोलह',
  'सत्रह',
  'अठारह',
  'उन्नीस',
  'बीस',
  'इक्कीस',
  'बाईस',
  'तेईस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताईस',
  'अट्ठाईस',
  'उनतीस',
  'तीस',
  'इकतीस',
  'बत्तीस',
  'तैंतीस',
  'चौंतीस',
  'पैंतीस',
  'छत्तीस',
  'सैंतीस',
  'अड़तीस',
  'उनतालीस',
  'चालीस',
  'इकतालीस',
  'बयालीस',
  'तैंतालीस',
  'चवालीस',
  'पैंतालीस',
  'छियालीस',
  'सैंतालीस',
  'अड़तालीस',
  'उनचास',
  'पचास',
  'इक्यावन',
  'बावन',
  'तिरपन',
  'चौवन',
  'पचपन',
  'छप्पन',
  'सत्तावन',
  'अट्ठावन',
  'उनसठ',
  'साठ',
  'इकसठ',
  'बासठ',
  'तिरसठ',
  'चौंसठ',
  'पैंसठ',
  'छियासठ',
  'सड़सठ',
  'अड़सठ',
  'उनहत्तर',
  'सत्तर',
  'इकहत्तर',
  'बहत्तर',
  'तिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छिहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उन्यासी',
  'अस्सी',
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे',
  'इक्यानबे',
  'बानबे',
  'तिरानबे',
  'चौरानबे',
  'पंचानबे',
  'छियानबे',
  'सत्तानबे',
  'अट्ठानबे',
  'निन्यानबे',
];

interface NumberWords {
  belowHundred: (n: number) => string;
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
}

const ENGLISH: NumberWords = {
  belowHundred: englishBelowHundred,
  hundred: 'Hundred',
  thousand: 'Thousand',
  lakh: 'Lakh',
  crore: 'Crore',
};

const HINDI: NumberWords = {
  belowHundred: (n) => HINDI_BELOW_HUNDRED[n]!,
  hundred: 'सौ',
  thousand: 'हज़ार',
  lakh: 'लाख',
  crore: 'करोड़',
};

/** A whole number above zero in words: crores (themselves counted in lakhs and thousands), lakhs, thousands. */
function indianNumberWords(n: number, words: NumberWords): string {
  const parts: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  let rest = n % 10_000_000;
  if (crores > 0) parts.push(`${indianNumberWords(crores, words)} ${words.crore}`);
  const lakhs = Math.floor(rest / 100_000);
  rest %= 100_000;
  if (lakhs > 0) parts.push(`${words.belowHundred(lakhs)} ${words.lakh}`);
  const thousands = Math.floor(rest / 1_000);
  rest %= 1_000;
  if (thousands > 0) parts.push(`${words.belowHundred(thousands)} ${words.thousand}`);
  const hundreds = Math.floor(rest / 100);
  rest %= 100;
  if (hundreds > 0) parts.push(`${words.belowHundred(hundreds)} ${words.hundred}`);
  if (rest > 0) parts.push(words.belowHundred(rest));
  return parts.join(' ');
}

function englishAmount(rupees: number, paise: number): string {
  const paiseWords = paise > 0 ? `${indianNumberWords(paise, ENGLISH)} Paise` : '';
  if (rupees === 0 && paiseWords) return `${paiseWords} Only`;
  const rupeeWords =
    rupees === 0 ? 'Zero Rupees' : `${indianNumberWords(rupees, ENGLISH)} ${rupees === 1 ? 'Rupee' : 'Rupees'}`;
  return paiseWords ? `${rupeeWords} and ${paiseWords} Only` : `${rupeeWords} Only`;
}

function hindiAmount(rupees: number, paise: number): string {
  const paiseWords = paise > 0 ? `${indianNumberWords(paise, HINDI)} पैसे` : '';
  if (rupees === 0 && paiseWords) return `${paiseWords} मात्र`;
  const rupeeWords = rupees === 0 ? 'शून्य रुपये' : `${indianNumberWords(rupees, HINDI)} ${rupees === 1 ? 'रुपया' : 'रुपये'}`;
  return paiseWords ? `${rupeeWords} और ${paiseWords} मात्र` : `${rupeeWords} मात्र`;
}
