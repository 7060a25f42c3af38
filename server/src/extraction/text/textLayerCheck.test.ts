import { judgeTextLayer } from './textLayerCheck';

describe('judgeTextLayer', () => {
  it('accepts ordinary English and Hindi text', () => {
    expect(judgeTextLayer('Account Number 123456789012\nIFSC SBIN0001234', false)).toBe('usable');
    expect(judgeTextLayer('खाता संख्या 00123 राम प्रसाद पुत्र श्याम लाल, ग्राम रामपुर', false)).toBe('usable');
  });

  it('rejects an empty layer, and a short one on a page that draws images (a scan with a stamp)', () => {
    expect(judgeTextLayer(' \n ', false)).toBe('empty');
    expect(judgeTextLayer('Scanned by CamScanner', true)).toBe('empty');
    expect(judgeTextLayer('Branch Lucknow Main', false)).toBe('usable');
  });

  it('rejects NUL, replacement and private-use characters', () => {
    expect(judgeTextLayer('Account Number \u0000\u0000\u0000 123456789012 IFSC', false)).toBe('unmapped-glyphs');
    expect(judgeTextLayer('Account Number \ue01a\ue02b 123456789012 IFSC', false)).toBe('unmapped-glyphs');
    // pdf-lib's font subset maps a glyph first used inside ई to a control character.
    expect(judgeTextLayer('जनपद : हरदोई\u0006 खाता संख्या 00125', false)).toBe('unmapped-glyphs');
  });

  it('rejects Devanagari extracted in visual order', () => {
    expect(judgeTextLayer('िकसान ेक नाम ाम प्रसाद िपता का नाम 123456789', false)).toBe('broken-indic');
    expect(judgeTextLayer('राम प्रसाद खाताा संख्याे 00123 गााम ग्राम', false)).toBe('broken-indic');
  });

  it("rejects the other states' scripts extracted in visual order, and takes them in logical order", () => {
    expect(judgeTextLayer('ગુજરાત સરકાર - મહેસૂલ િવભાગ ગામ : કરમસદ િજલ્લો : આણંદ', false)).toBe('broken-indic');
    expect(judgeTextLayer('ಸಂಜಯ ತಿ್ರಪಾಠೀ ಬಿನ್ ಶಿವ ಕುಮಾರ ತಿ್ರಪಾಠೀ ೦-೦೮ ೧೫೭', false)).toBe('broken-indic');
    expect(judgeTextLayer('ಸಂಜಯ ತ್ರಿಪಾಠೀ ಬಿನ್ ಶಿವ ಕುಮಾರ ತ್ರಿಪಾಠೀ ೦-೦೮ ೧೫೭ ಕರ್ನಾಟಕ', false)).toBe('usable');
    expect(judgeTextLayer('ਪਿੰਡ : ਮਾਣੂਕੇ ਤਹਿਸੀਲ : ਲਹਿਰਾਗਾਗਾ ਜ਼ਿਲ੍ਹਾ : ਸੰਗਰੂਰ', false)).toBe('usable');
    expect(judgeTextLayer('రెవెన్యూ గ్రామం : రామాపురం మండలం : పరకాల జిల్లా : వరంగల్', false)).toBe('usable');
  });
});
