import { digitLanguages, languageOfText, printsScriptDigits } from './recordLanguage';

describe('the language of a land record', () => {
  it.each([
    ['उत्तर प्रदेश शासन - राजस्व परिषद', 'hin'],
    ['मध्य प्रदेश शासन - राजस्व विभाग\nखसरा पंचसाला / बी-1', 'hin'],
    ['महाराष्ट्र शासन - महसूल विभाग\nगाव नमुना सात बारा (७/१२ उतारा)', 'mar'],
    ['गाव नमुना सात बारा\nगाव : पिंपळगाव', 'mar'],
    ['ಕರ್ನಾಟಕ ಸರ್ಕಾರ - ಕಂದಾಯ ಇಲಾಖೆ', 'kan'],
    ['ਪੰਜਾਬ ਸਰਕਾਰ - ਮਾਲ ਵਿਭਾਗ', 'pan'],
    ['ગુજરાત સરકાર - મહેસૂલ વિભાગ', 'guj'],
    ['తెలంగాణ ప్రభుత్వం - రెవెన్యూ శాఖ', 'tel'],
    ['Government of Karnataka', 'hin'],
  ])('is told by the script of its heading, Marathi by its words (Hindi when it has none): %s', (heading, language) => {
    expect(languageOfText(heading)).toBe(language);
  });

  it("knows a record printed in its script's digits from one printed in ASCII digits", () => {
    expect(printsScriptDigits('ಸರ್ವೆ ನಂಬರ್ : ೧೪ ವಿಸ್ತೀರ್ಣ : ೩-೦೧', 'kan', 0.5)).toBe(true);
    expect(printsScriptDigits('ಸರ್ವೆ ನಂಬರ್ : 14 ವಿಸ್ತೀರ್ಣ : 3-01', 'kan', 0.5)).toBe(false);
    expect(printsScriptDigits('ಸರ್ವೆ ನಂಬರ್ : ೧೪', 'tel', 0.5)).toBe(false);
  });

  it("reads a Hindi or Marathi record's digits in Marathi's data, then Hindi's; other scripts' in their own", () => {
    expect(digitLanguages('hin')).toEqual(['mar', 'hin']);
    expect(digitLanguages('mar')).toEqual(['mar', 'hin']);
    expect(digitLanguages('tel')).toEqual(['tel']);
  });
});
