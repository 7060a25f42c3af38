import { toAsciiDigits } from 'shared-api/contract/digits';

describe('toAsciiDigits', () => {
  it.each([
    ['Devanagari', '९८७६५ ४३२१०', '98765 43210'],
    ['Bengali', '৯৮৭৬৫৪৩২১০', '9876543210'],
    ['Gurmukhi', '੯੮੭੬੫੪੩੨੧੦', '9876543210'],
    ['Gujarati', '૯૮૭૬૫૪૩૨૧૦', '9876543210'],
    ['Odia', '୯୮୭୬୫୪୩୨୧୦', '9876543210'],
    ['Tamil', '௯௮௭௬௫௪௩௨௧௦', '9876543210'],
    ['Telugu', '౯౮౭౬౫౪౩౨౧౦', '9876543210'],
    ['Kannada', '೯೮೭೬೫೪೩೨೧೦', '9876543210'],
    ['Malayalam', '൯൮൭൬൫൪൩൨൧൦', '9876543210'],
  ])('reads %s digits as 0–9', (_script, typed, ascii) => {
    expect(toAsciiDigits(typed)).toBe(ascii);
  });

  it('leaves letters, ASCII digits and other text as they are', () => {
    expect(toAsciiDigits('ABCDE1234F')).toBe('ABCDE1234F');
    expect(toAsciiDigits('रामपुर ग्राम, पिन २६१००१')).toBe('रामपुर ग्राम, पिन 261001');
  });
});
