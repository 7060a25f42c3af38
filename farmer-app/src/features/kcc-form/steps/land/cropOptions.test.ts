import { cropFitsSeason, cropOptions, seasonOptions } from './cropOptions';

describe('crop and season options', () => {
  it('lists a season’s crops in English and Hindi, then Other Crop', () => {
    expect(cropOptions('Rabi').map((option) => option.label)).toEqual([
      'Wheat (गेहूँ)',
      'Barley (जौ)',
      'Mustard (सरसों)',
      'Chickpea (चना)',
      'Potato (आलू)',
      'Lentil (मसूर)',
      'Other Crop (अन्य फसल)',
    ]);
    expect(cropOptions('Zaid').map((option) => option.value)).toContain('Bitter Gourd');
    expect(cropOptions('Other')).toHaveLength(18);
  });

  it('offers the three seasons with their months, and Other only when the entry has it', () => {
    expect(seasonOptions('Rabi').map((option) => option.label)).toEqual(['Rabi (Oct-Mar)', 'Kharif (Jun-Sep)', 'Zaid (Apr-Jun)']);
    expect(seasonOptions('Other').map((option) => option.value)).toEqual(['Rabi', 'Kharif', 'Zaid', 'Other']);
  });

  it('knows when a crop no longer fits a new season', () => {
    expect(cropFitsSeason('Wheat', 'Rabi')).toBe(true);
    expect(cropFitsSeason('Wheat', 'Kharif')).toBe(false);
    expect(cropFitsSeason('Other', 'Kharif')).toBe(true);
    expect(cropFitsSeason('', 'Zaid')).toBe(true);
  });
});
