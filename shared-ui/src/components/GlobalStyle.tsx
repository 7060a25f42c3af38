import { createGlobalStyle } from 'styled-components';

/** Page-wide base styles; the shell renders it once, inside ThemeRoot. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4 {
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }

  img, svg, iframe {
    max-width: 100%;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  /* Movement is cut for readers who ask; the spinner keeps a slow turn (see Spinner) so busy never looks frozen. */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }

  /* Printing a staff screen gives the credit file: the data on white paper, without controls. */
  @media print {
    body {
      background: #fff !important;
      color: #000 !important;
    }

    button,
    [role='dialog'],
    [role='alertdialog'],
    [data-print='hide'] {
      display: none !important;
    }

    section,
    fieldset,
    tr,
    dl > div {
      break-inside: avoid;
    }

    input,
    select,
    textarea {
      border: none !important;
      background: transparent !important;
      appearance: none;
    }
  }
`;
