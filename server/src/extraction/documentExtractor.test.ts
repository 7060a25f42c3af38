import { languagesFor } from './documentExtractor';
import { RECORD_LANGUAGES } from './text/recordLanguage';

describe('languagesFor', () => {
  it('reads identity and bank documents in English', () => {
    expect(languagesFor('pan')).toEqual(['eng']);
    expect(languagesFor('passbook', 'Karnataka')).toEqual(['eng']);
  });

  it("reads a land record in English and the language of the farmer's state when the application names it", () => {
    expect(languagesFor('khatauniCopy', 'Karnataka')).toEqual(['eng', 'kan']);
    expect(languagesFor('khatauniCopy', 'Maharashtra')).toEqual(['eng', 'mar']);
    expect(languagesFor('khasraCopy', 'Telangana')).toEqual(['eng', 'tel']);
  });

  it('offers every record language, to tell the script from the heading, when the state is not known', () => {
    expect(languagesFor('khatauniCopy')).toEqual(['eng', ...RECORD_LANGUAGES]);
  });
});
