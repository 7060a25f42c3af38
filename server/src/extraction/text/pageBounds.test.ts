import { pageBounds } from './pageBounds';

/** A dark table with a lighter page on it, the page's lighting falling off towards one side. */
function photo(
  width: number,
  height: number,
  page: { left: number; top: number; right: number; bottom: number },
  table = 90,
) {
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const onPage = x >= page.left && x < page.right && y >= page.top && y < page.bottom;
      pixels[y * width + x] = onPage
        ? x % 37 === 0 && y % 5 === 0
          ? 30
          : 235 - Math.round((40 * x) / width)
        : table + ((x * 7 + y * 13) % 11);
    }
  }
  return { width, height, pixels };
}

describe('pageBounds', () => {
  it('finds the page lying on a darker table', () => {
    const bounds = pageBounds(photo(400, 500, { left: 30, top: 20, right: 370, bottom: 470 }));
    expect(bounds).toEqual({ left: 30, top: 20, width: 340, height: 450 });
  });

  it('keeps the whole page when a shadow darkens a band across it', () => {
    const shadowed = photo(400, 500, { left: 30, top: 20, right: 370, bottom: 470 });
    for (let y = 150; y < 200; y++) for (let x = 30; x < 370; x++) shadowed.pixels[y * 400 + x] = 80;
    expect(pageBounds(shadowed)).toEqual({ left: 30, top: 20, width: 340, height: 450 });
  });

  it('finds it on a light wooden table too', () => {
    expect(pageBounds(photo(400, 500, { left: 25, top: 40, right: 380, bottom: 480 }, 165))).toEqual({
      left: 25,
      top: 40,
      width: 355,
      height: 440,
    });
  });

  it('says nothing when the page fills the photo or nothing page-sized stands out', () => {
    expect(pageBounds(photo(400, 500, { left: 0, top: 0, right: 400, bottom: 500 }))).toBeUndefined();
    expect(pageBounds(photo(400, 500, { left: 150, top: 150, right: 250, bottom: 300 }))).toBeUndefined();
  });
});
