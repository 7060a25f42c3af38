import { judgeTextLayer } from './textLayerCheck';
import { logicalOrder, readsInVisualOrder } from './visualOrder';

// Each word as pdf.js extracts it from a PDF drawn with pdf-lib and Noto fonts (visual glyph order), then as written.
const DRAWN_AND_WRITTEN: Record<string, [string, string][]> = {
  Devanagari: [
    ['वषर्', 'वर्ष'],
    ['िकसान', 'किसान'],
    ['प्रितिलिप', 'प्रतिलिपि'],
    ['कीितर्', 'कीर्ति'],
    ['आिथर्क', 'आर्थिक'],
    ['सूचनाथर्', 'सूचनार्थ'],
    ['धमेर्ंद्र', 'धर्मेंद्र'],
    ['कमर्चारी', 'कर्मचारी'],
    // ई's top is the reph's glyph, which the font's subset maps as a reph.
    ['हरदोईर्', 'हरदोई'],
    ['ईर्ष्यार्', 'ईर्ष्या'],
    ['715िम', '715मि'],
    ['िजल्हा', 'जिल्हा'],
  ],
  Gurmukhi: [
    ['ਤਿਹਸੀਲ', 'ਤਹਿਸੀਲ'],
    ['ਿਜ਼ਲ੍ਹਾ', 'ਜ਼ਿਲ੍ਹਾ'],
    ['ਿਪੰਡ', 'ਪਿੰਡ'],
    ['ਿਵਭਾਗ', 'ਵਿਭਾਗ'],
  ],
  Gujarati: [
    ['સવેર્', 'સર્વે'],
    ['િજલ્લો', 'જિલ્લો'],
    ['વષર્', 'વર્ષ'],
  ],
  Kannada: [
    ['ಕನಾರ್ಟಕ', 'ಕರ್ನಾಟಕ'],
    ['ಸಕಾರ್ರ', 'ಸರ್ಕಾರ'],
    ['ಗಾ್ರಮ', 'ಗ್ರಾಮ'],
    ['ಬೆಳೂ್ಳರು', 'ಬೆಳ್ಳೂರು'],
    ['ವಿಸಿ್ತೕಣರ್', 'ವಿಸ್ತೀರ್ಣ'],
    ['ಧಮೇರ್ಂದ್ರ', 'ಧರ್ಮೇಂದ್ರ'],
    ['ವಷರ್', 'ವರ್ಷ'],
    ['ಹಕಿ್ಕನ', 'ಹಕ್ಕಿನ'],
    ['ಕುಮಾರ್', 'ಕುಮಾರ್'],
    ['ನಂಬರ್', 'ನಂಬರ್'],
  ],
  Telugu: [
    ['రెవెనూ్య', 'రెవెన్యూ'],
    ['గా్రమం', 'గ్రామం'],
    ['తండి్ర', 'తండ్రి'],
    ['సరే్వ', 'సర్వే'],
    ['భర్త', 'భర్త'],
    ['కరీంనగర్', 'కరీంనగర్'],
    ['జిలా్ల', 'జిల్లా'],
  ],
};

describe('logicalOrder', () => {
  it.each(Object.entries(DRAWN_AND_WRITTEN))('puts %s extracted in visual order back as written', (_, pairs) => {
    const extracted = pairs.map(([drawn]) => drawn).join('\n');
    expect(readsInVisualOrder(extracted)).toBe(true);
    expect(judgeTextLayer(extracted, false)).toBe('broken-indic');
    expect(logicalOrder(extracted).split('\n')).toEqual(pairs.map(([, written]) => written));
    expect(judgeTextLayer(logicalOrder(extracted), false)).toBe('usable');
  });

  it("leaves a Kannada word-final reph after a vowel sign where it was drawn: ಶರ್ಮಾ is drawn as ಕುಮಾರ್'s ರ್ is", () => {
    expect(logicalOrder('ಶಮಾರ್ ಕುಮಾರ್ ಸಕಾರ್ರ')).toBe('ಶಮಾರ್ ಕುಮಾರ್ ಸರ್ಕಾರ');
  });

  it('takes text in logical order for what it is, even with a stray sign of visual order', () => {
    const written = [
      'खाता संख्या 00123 राम प्रसाद पुत्र श्याम लाल, ग्राम रामपुर, तहसील बिसवां, कीर्ति आर्थिक धर्म',
      'ਪਿੰਡ : ਮਾਣੂਕੇ ਤਹਿਸੀਲ : ਲਹਿਰਾਗਾਗਾ ਜ਼ਿਲ੍ਹਾ : ਸੰਗਰੂਰ',
      'ગામ : કરમસદ જિલ્લો : આણંદ સર્વે નંબર',
      'ಕರ್ನಾಟಕ ಸರ್ಕಾರ ಗ್ರಾಮ ಬೆಳ್ಳೂರು ಕುಮಾರ್',
      'రెవెన్యూ గ్రామం : రామాపురం మండలం : పరకాల జిల్లా : వరంగల్',
      'किसान पिता पति कि ि',
    ];
    for (const line of written) expect(readsInVisualOrder(line)).toBe(false);
  });
});
