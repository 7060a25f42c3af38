import { oneReadingPerPlot, type LandRecordSuggestion } from './landRecordSuggestions';

const plot = (
  source: string,
  confidence: number,
  fields: Partial<LandRecordSuggestion> = {},
): LandRecordSuggestion => ({
  khataNo: '00738',
  surveyNo: '874',
  landArea: 0.381,
  landAreaUnit: 'hectare',
  revenueVillage: 'जमालपुर',
  source,
  confidence,
  ...fields,
});

describe('oneReadingPerPlot', () => {
  it('offers a plot read from both the Khatauni and the Khasra once, the surer reading in its place', () => {
    const other = plot('khatauniCopy', 0.7, { surveyNo: '912' });
    const records = [
      plot('khatauniCopy', 0.66, { landArea: 0.318 }),
      other,
      plot('khasraCopy', 0.68, { khataNo: '738 ' }),
    ];
    expect(oneReadingPerPlot(records)).toEqual([plot('khasraCopy', 0.68, { khataNo: '738 ' }), other]);
  });

  it('keeps plots of other villages or khatas, and records that name no survey number', () => {
    const records = [
      plot('khatauniCopy', 0.7),
      plot('khatauniCopy', 0.7, { revenueVillage: 'रामपुर' }),
      plot('khatauniCopy', 0.7, { khataNo: '00739' }),
      plot('khasraCopy', 0.5, { surveyNo: undefined }),
      plot('khatauniCopy', 0.6, { surveyNo: undefined }),
    ];
    expect(oneReadingPerPlot(records)).toEqual(records);
  });
});
