import { MAX_PAGE_PIXELS, pageScale } from './pdfRaster';

describe('the scale a PDF page is drawn at', () => {
  it('draws an A4 page about 2000 px wide', () => {
    const scale = pageScale(595, 842);
    expect(Math.round(595 * scale)).toBe(2000);
  });

  it('never draws a page of any claimed size with more than the pixel budget', () => {
    // 1 pt wide and 14,400 pt (the PDF maximum) tall: 6× would be 86 million pixels' worth of height alone.
    for (const [width, height] of [
      [1, 14_400],
      [14_400, 14_400],
      [200, 14_400],
      [3, 3],
    ] as const) {
      const scale = pageScale(width, height);
      expect(Math.ceil(width * scale) * Math.ceil(height * scale)).toBeLessThanOrEqual(MAX_PAGE_PIXELS * 1.01);
    }
  });
});
