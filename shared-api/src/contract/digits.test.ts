import { digitsOf, toAsciiDigits } from './digits';

describe('toAsciiDigits', () => {
  it.each([
    ['Devanagari', 'खाता संख्या ००३१६, खसरा २१२/१', 'खाता संख्या 00316, खसरा 212/1'],
    ['Bengali', '০১২৩৪৫৬৭৮৯', '0123456789'],
    ['Gurmukhi', '੦੧੨੩੪੫੬੭੮੯', '0123456789'],
    ['Gujarati', '૦૧૨૩૪૫૬૭૮૯', '0123456789'],
    ['Odia', '୦୧୨୩୪୫୬୭୮୯', '0123456789'],
    ['Tamil', '௦௧௨௩௪௫௬௭௮௯', '0123456789'],
    ['Telugu', '౦౧౨౩౪౫౬౭౮౯', '0123456789'],
    ['Kannada', '೦೧೨೩೪೫೬೭೮೯', '0123456789'],
    ['Malayalam', '൦൧൨൩൪൫൬൭൮൯', '0123456789'],
    ['full-width', '０１２３４５６７８９', '0123456789'],
  ])('reads %s digits as ASCII digits', (_script, text, ascii) => {
    expect(toAsciiDigits(text)).toBe(ascii);
  });

  it('keeps letters, signs and ASCII digits as they are', () => {
    expect(toAsciiDigits('Khasra 305ख, क्षेत्रफल 0.4000 हे.')).toBe('Khasra 305ख, क्षेत्रफल 0.4000 हे.');
    expect(toAsciiDigits('ABCDE1234F')).toBe('ABCDE1234F');
  });

  it('reads a number mixing digit sets, as OCR of a mixed page gives it', () => {
    expect(toAsciiDigits('૪5੭')).toBe('457');
  });
});

describe('digitsOf', () => {
  it("gives a set's ten digits, zero first", () => {
    expect(digitsOf('devanagari')).toBe('०१२३४५६७८९');
    expect(digitsOf('kannada')).toBe('೦೧೨೩೪೫೬೭೮೯');
    expect(toAsciiDigits(digitsOf('telugu'))).toBe('0123456789');
  });
});
