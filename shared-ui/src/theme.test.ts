import { media, theme } from './theme';

// WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const { colors } = theme;

describe('theme colours meet WCAG AA', () => {
  it('checks contrast the WCAG way', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each([
    ['text', colors.text, ['surface', 'publicBackground', 'staffBackground', 'brandSoft']],
    ['muted', colors.muted, ['surface', 'publicBackground', 'staffBackground']],
    ['brand', colors.brand, ['surface', 'publicBackground', 'staffBackground', 'brandSoft']],
    ['danger', colors.danger, ['surface', 'dangerSoft', 'staffBackground']],
    ['success', colors.success, ['surface', 'successSoft']],
    ['info', colors.info, ['surface', 'infoSoft']],
    ['onBrand', colors.onBrand, ['brand', 'brandHover', 'danger', 'dangerHover', 'success', 'info']],
  ] as const)('%s text reaches 4.5:1 on its backgrounds', (_name, foreground, backgrounds) => {
    const tooWeak = backgrounds.filter((background) => contrast(foreground, colors[background]) < 4.5);
    expect(tooWeak).toEqual([]);
  });

  it.each(['surface', 'publicBackground', 'staffBackground', 'brandSoft'] as const)(
    'focus ring and input borders reach 3:1 on %s',
    (background) => {
      expect(contrast(colors.focus, colors[background])).toBeGreaterThanOrEqual(3);
      expect(contrast(colors.inputBorder, colors[background])).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(['brand', 'brandHover', 'text'] as const)('the focus ring for dark bars reaches 3:1 on %s', (background) => {
    expect(contrast(colors.focusOnDark, colors[background])).toBeGreaterThanOrEqual(3);
  });

  it('gives staff screens a grey background and public pages a green one', () => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(colors.staffBackground.slice(i, i + 2), 16)) as [
      number,
      number,
      number,
    ];
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThanOrEqual(6);
    const [pr, pg, pb] = [1, 3, 5].map((i) => parseInt(colors.publicBackground.slice(i, i + 2), 16)) as [
      number,
      number,
      number,
    ];
    expect(pg).toBeGreaterThan(pr);
    expect(pg).toBeGreaterThan(pb);
  });
});

describe('theme scales', () => {
  it('lists Devanagari-capable system fonts and no web font', () => {
    expect(theme.fonts.body).toContain('"Noto Sans Devanagari"');
    expect(theme.fonts.body).toContain('system-ui');
    expect(theme.fonts.body).not.toMatch(/url\(/);
  });

  it('orders breakpoints and builds media queries from them', () => {
    expect(theme.breakpoints.sm).toBeLessThan(theme.breakpoints.md);
    expect(theme.breakpoints.md).toBeLessThan(theme.breakpoints.lg);
    expect(media.up('md')).toBe(`@media (min-width: ${theme.breakpoints.md}px)`);
    expect(media.down('lg')).toBe(`@media (max-width: ${theme.breakpoints.lg - 0.02}px)`);
  });

  it('keeps touch targets at 44 px', () => {
    expect(theme.touchTarget).toBe('44px');
  });
});
