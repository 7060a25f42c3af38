// This type-only import carries the DefaultTheme augmentation (styled.d.ts) to every package that imports the theme.
import type {} from './styled';

/**
 * Colours are chosen for WCAG AA: every text colour reaches 4.5:1 on the surfaces it is used on, and the
 * focus ring and input borders reach 3:1 (theme.test.ts measures them).
 */
const colors = {
  brand: '#1b6e3c',
  brandHover: '#145530',
  brandSoft: '#e6f2e9',
  onBrand: '#ffffff',
  publicBackground: '#e6f2e9',
  staffBackground: '#eef0f2',
  surface: '#ffffff',
  text: '#1a2420',
  muted: '#4c5852',
  border: '#d3dbd6',
  inputBorder: '#78847e',
  danger: '#b3261e',
  dangerHover: '#8f1e18',
  dangerSoft: '#fdecea',
  success: '#1b6e3c',
  successSoft: '#e6f2e9',
  info: '#1d5aa3',
  infoSoft: '#e8f0fa',
  focus: '#1a56db',
  /** The focus ring on dark bars (the brand-green navigation, the footer), where the blue one would vanish. */
  focusOnDark: '#ffffff',
  overlay: 'rgba(16, 24, 20, 0.55)',
} as const;

/** Spacing steps in rem, so they follow the reader's font size. */
const space = {
  xxs: '0.125rem',
  xs: '0.25rem',
  sm: '0.5rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
} as const;

const radii = { sm: '4px', md: '8px', lg: '12px', pill: '999px' } as const;

const fonts = {
  // System fonts only (no downloads): a stock Android phone has a Noto face for every script the product ships
  // (the browser picks it per character), Windows has Nirmala UI for all of them and Apple has Kohinoor, Tamil
  // Sangam and the like. Listing the Noto faces keeps a desktop with them installed from a mixed fallback.
  body: [
    '"Noto Sans"',
    '"Noto Sans Devanagari"',
    '"Noto Sans Bengali"',
    '"Noto Sans Gurmukhi"',
    '"Noto Sans Gujarati"',
    '"Noto Sans Oriya"',
    '"Noto Sans Tamil"',
    '"Noto Sans Telugu"',
    '"Noto Sans Kannada"',
    '"Nirmala UI"',
    '"Kohinoor Devanagari"',
    'system-ui',
    '-apple-system',
    '"Segoe UI"',
    'Roboto',
    'sans-serif',
  ].join(', '),
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
} as const;

const fontSizes = {
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
} as const;

/** Devanagari matras need more room above and below than Latin text. */
const lineHeights = { tight: 1.3, body: 1.6 } as const;

const breakpoints = { sm: 576, md: 768, lg: 1024 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** Media queries for styled-components: `${media.up('lg')} { display: block; }`. */
export const media = {
  up: (breakpoint: Breakpoint): string => `@media (min-width: ${breakpoints[breakpoint]}px)`,
  down: (breakpoint: Breakpoint): string => `@media (max-width: ${breakpoints[breakpoint] - 0.02}px)`,
};

export const theme = {
  colors,
  space,
  radii,
  fonts,
  fontSizes,
  lineHeights,
  breakpoints,
  /** The smallest comfortable touch target (WCAG 2.5.5, platform guidelines). */
  touchTarget: '44px',
  shadows: {
    card: '0 1px 3px rgba(16, 24, 20, 0.12), 0 1px 2px rgba(16, 24, 20, 0.08)',
    dialog: '0 12px 32px rgba(16, 24, 20, 0.28)',
  },
  zIndices: { overlay: 1000, dialog: 1100 },
} as const;

export type Theme = typeof theme;
