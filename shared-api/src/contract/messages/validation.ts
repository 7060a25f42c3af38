import type { Message } from 'shared-api/contract/messages/catalogue';
import type { FieldLabel } from 'shared-api/contract/messages/fields';

/**
 * Validation texts, built from a field's label so every field reads the same way. Every message a schema
 * uses is remembered here, so the server can give the Hindi of a zod issue's English text.
 */
const hindiByEnglish = new Map<string, string>();

function remember(message: Message): Message {
  hindiByEnglish.set(message.en, message.hi);
  return message;
}

const FIELDS_NOT_ALLOWED: Message = {
  en: 'These fields are not accepted here: ',
  hi: 'ये फ़ील्ड यहाँ स्वीकार नहीं किए जाते: ',
};

/** The Hindi of a validation message a contract schema produced, when it has one. */
export function hindiForValidationMessage(english: string): string | undefined {
  const remembered = hindiByEnglish.get(english);
  if (remembered !== undefined) return remembered;
  if (english.startsWith(FIELDS_NOT_ALLOWED.en)) {
    return FIELDS_NOT_ALLOWED.hi + english.slice(FIELDS_NOT_ALLOWED.en.length);
  }
  return undefined;
}

/** The label as it reads inside a sentence: 'applicant name', but 'IFSC code' keeps its capitals. */
function inSentence(label: FieldLabel): string {
  if (label.enInSentence) return label.enInSentence;
  const [firstWord = ''] = label.en.split(' ');
  const isAcronym = firstWord.length > 1 && firstWord === firstWord.toUpperCase();
  return isAcronym ? label.en : label.en.charAt(0).toLowerCase() + label.en.slice(1);
}

export const VALIDATION_MESSAGES = {
  required: (label: FieldLabel) =>
    remember({ en: `Please enter the ${inSentence(label)}`, hi: `कृपया ${label.hi} दर्ज करें` }),
  choose: (label: FieldLabel) => remember({ en: `Please choose the ${inSentence(label)}`, hi: `कृपया ${label.hi} चुनें` }),
  chooseFromList: (label: FieldLabel) =>
    remember({
      en: `Please choose the ${inSentence(label)} from the list`,
      hi: `कृपया सूची में से ${label.hi} चुनें`,
    }),
  mustBeText: (label: FieldLabel) =>
    remember({ en: `${label.en} must be text`, hi: `${label.hi} अक्षरों में लिखा होना चाहिए` }),
  tooLong: (label: FieldLabel, max: number) =>
    remember({
      en: `${label.en} can be at most ${max} characters`,
      hi: `${label.hi} में अधिकतम ${max} अक्षर हो सकते हैं`,
    }),
  invalidFormat: (label: FieldLabel, hint: Message) =>
    remember({
      en: `Please enter a valid ${inSentence(label)}: ${hint.en}`,
      hi: `कृपया सही ${label.hi} दर्ज करें: ${hint.hi}`,
    }),
  mustBeNumber: (label: FieldLabel) =>
    remember({ en: `${label.en} must be a number`, hi: `${label.hi} एक संख्या होनी चाहिए` }),
  wholeNumber: (label: FieldLabel) =>
    remember({ en: `${label.en} must be a whole number`, hi: `${label.hi} एक पूर्ण संख्या होनी चाहिए` }),
  notNegative: (label: FieldLabel) =>
    remember({ en: `${label.en} cannot be negative`, hi: `${label.hi} का मान शून्य से कम नहीं हो सकता` }),
  moreThanZero: (label: FieldLabel) =>
    remember({ en: `${label.en} must be more than 0`, hi: `${label.hi} का मान शून्य से अधिक होना चाहिए` }),
  tooLarge: (label: FieldLabel, max: number) =>
    remember({
      en: `${label.en} cannot be more than ${max}`,
      hi: `${label.hi} का मान ${max} से अधिक नहीं हो सकता`,
    }),
  mustBeYesOrNo: (label: FieldLabel) =>
    remember({ en: `${label.en} must be yes or no`, hi: `${label.hi} हाँ या नहीं में होना चाहिए` }),
  invalidDate: (label: FieldLabel) =>
    remember({
      en: `${label.en} must be a valid date (YYYY-MM-DD)`,
      hi: `${label.hi} एक मान्य तिथि (YYYY-MM-DD) होनी चाहिए`,
    }),
  notAList: (label: FieldLabel) => remember({ en: `${label.en} must be a list`, hi: `${label.hi} एक सूची होनी चाहिए` }),
  notAGroup: (label: FieldLabel) =>
    remember({
      en: `The ${inSentence(label)} section is not in the expected form`,
      hi: `${label.hi} वाला भाग अपेक्षित रूप में नहीं है`,
    }),
  tooMany: (label: FieldLabel, max: number) =>
    remember({
      en: `${label.en} can have at most ${max} entries`,
      hi: `${label.hi} में अधिकतम ${max} प्रविष्टियाँ हो सकती हैं`,
    }),
  atLeastOne: (label: FieldLabel) =>
    remember({
      en: `Please add at least one entry to ${inSentence(label)}`,
      hi: `कृपया ${label.hi} में कम से कम एक प्रविष्टि जोड़ें`,
    }),
  // Not remembered: the keys come from the request, and remembering each would let callers grow the map.
  fieldsNotAllowed: (keys: readonly string[]): Message => ({
    en: `${FIELDS_NOT_ALLOWED.en}${keys.join(', ')}`,
    hi: `${FIELDS_NOT_ALLOWED.hi}${keys.join(', ')}`,
  }),
  ageRange: remember({ en: 'Age must be between 18 and 100', hi: 'आयु 18 से 100 वर्ष के बीच होनी चाहिए' }),
  invalidEmail: remember({ en: 'Please enter a valid email address', hi: 'कृपया मान्य ईमेल पता दर्ज करें' }),
  cropNotInSeason: remember({
    en: 'Please choose a crop of the selected season',
    hi: 'कृपया चुने गए मौसम की फसल चुनें',
  }),
  nothingToUpdate: remember({ en: 'There is nothing to update', hi: 'अपडेट करने के लिए कुछ नहीं है' }),
  bodyNotAnObject: remember({
    en: 'The application must be sent as a JSON object',
    hi: 'आवेदन JSON ऑब्जेक्ट के रूप में भेजा जाना चाहिए',
  }),
  termsAccepted: remember({
    en: 'Please accept the terms and conditions',
    hi: 'कृपया नियम और शर्तें स्वीकार करें',
  }),
  informationAccuracy: remember({
    en: 'Please confirm that the information you gave is accurate',
    hi: 'कृपया पुष्टि करें कि आपके द्वारा दी गई जानकारी सही है',
  }),
  documentAuthenticity: remember({
    en: 'Please confirm that the documents you uploaded are genuine',
    hi: 'कृपया पुष्टि करें कि आपके द्वारा अपलोड किए गए दस्तावेज़ असली हैं',
  }),
  privacyConsent: remember({
    en: 'Please give your consent to the use of your data',
    hi: 'कृपया अपने डेटा के उपयोग के लिए सहमति दें',
  }),
} as const;
