import { landPlace } from './landPlaces';
import { documentLines } from './text';

describe('landPlace', () => {
  it('reads village, pargana, tehsil and district from one line or two, each ending at the next label', () => {
    expect(landPlace(documentLines('ग्राम : देवीपुर परगना : सहजनवां\nतहसील : चौरी चौरा जनपद : गोरखपुर'))).toEqual({
      revenueVillage: 'देवीपुर',
      pargana: 'सहजनवां',
      tehsil: 'चौरी चौरा',
      district: 'गोरखपुर',
    });
    expect(landPlace(documentLines('Village: Rampur Kalan  Tehsil: Sadar  District: Lucknow'))).toEqual({
      revenueVillage: 'Rampur Kalan',
      tehsil: 'Sadar',
      district: 'Lucknow',
    });
  });

  it('leaves out the specks a photo adds after a Hindi name', () => {
    expect(landPlace(documentLines('तहसील : संडीला जनपद : हरदोई ह\nपरगना : सहजनवां जा'))).toMatchObject({
      district: 'हरदोई',
      pargana: 'सहजनवां',
    });
    expect(landPlace(documentLines('जिला : गोरखपुर he'))).toEqual({ district: 'गोरखपुर' });
  });

  it('drops the dots OCR read for the space after a name, and the nasal sign it read before a vowel sign', () => {
    // As tesseract read a Khatauni photo's place line, and (in its script alone) a B-1's village.
    const text = 'ग्राम : पिपरा परगना : रामसनेहीघाट. .... तहसील : रामसनेहीघाट. जनपद : बाराबंकी\nग्राम : भैरंूदा';
    expect(landPlace(documentLines(text))).toEqual({
      revenueVillage: 'पिपरा',
      pargana: 'रामसनेहीघाट',
      tehsil: 'रामसनेहीघाट',
      district: 'बाराबंकी',
    });
    expect(landPlace(documentLines('ग्राम : भैरंूदा तहसील : सिरोंज'))?.revenueVillage).toBe('भैरूंदा');
  });

  it('does not take where a holder lives for where the land lies', () => {
    expect(landPlace(documentLines('रमेश पुत्र सुरेश निवासी ग्राम रामपुर\nग्राम : सेमरी'))).toEqual({ revenueVillage: 'सेमरी' });
  });

  it('does not take a place ending in ग्राम for the village label', () => {
    expect(landPlace(documentLines('um: किशुनपुर परगना : बिलग्राम तहसील : बिलग्राम जनपद : हरदोई'))).toMatchObject({
      revenueVillage: 'किशुनपुर',
      pargana: 'बिलग्राम',
    });
  });

  it('reads the village before the pargana when OCR misread its label', () => {
    expect(landPlace(documentLines('um: बेलहरी परगना : बिलगाम\nतहसील : शाहाबाद जनपद : हरदोई'))).toEqual({
      revenueVillage: 'बेलहरी',
      pargana: 'बिलगाम',
      tehsil: 'शाहाबाद',
      district: 'हरदोई',
    });
  });

  it('reads the village before the taluka when OCR misread its label, not the form named under the heading', () => {
    // As tesseract read a photographed 7/12 (person 2407).
    const lines = documentLines("गाव नमुना सात बारा (9/2 उतारा)\nTE: कोरेगाव तालुका : बारामती\n'. जिल्हा: पुणे");
    expect(landPlace(lines)).toEqual({ revenueVillage: 'कोरेगाव', tehsil: 'बारामती', district: 'पुणे' });
  });
});
