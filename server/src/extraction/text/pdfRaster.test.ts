import { MAX_PAGE_PIXELS, pageScale } from './pdfRaster';

describe('the scale a PDF page is drawn at', () => {
  it('draws an A4 page about 2000 px wide', () => {
    const scale = pageScale(595, 842);
    expect(Math.round(595 * scale)).toBe(2000);
  });

  it("draws a scanned page at its scan's own resolution, within bounds", () => {
    const width = (pixelsPerPoint: number) => Math.round(595 * pageScale(595, 842, pixelsPerPoint));
    expect(width(200 / 72)).toBe(1653); // a 200 dpi scan, not enlarged to 2000 px
    expect(width(300 / 72)).toBe(2479);
    expect(width(600 / 72)).toBe(2600); // made smaller: tesseract gains nothing from more
    expect(width(100 / 72)).toBe(2000); // a coarse scan is enlarged as a drawn page is
  });

  it('never draws a page of any claimed size with more than the pixel budget', () => {
    // 1 pt wide and 14,400 pt (the PDF maximum) tall: 6× would be 86 million pixels' worth of height alone.
    for (const [width, height] of [
      [1, 14_400],
      [14_400, 14_400],
      [200, 14_400],
      [3, 3],
    ] as const) {
      const scale = pageScale(width, height, 600 / 72);
      expect(Math.ceil(width * scale) * Math.ceil(height * scale)).toBeLessThanOrEqual(MAX_PAGE_PIXELS * 1.01);
      const drawn = pageScale(width, height);
      expect(Math.ceil(width * drawn) * Math.ceil(height * drawn)).toBeLessThanOrEqual(MAX_PAGE_PIXELS * 1.01);
    }
  });
});
