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

  /*
   * Printing a staff screen gives the credit file: the data, black on white, the full width of the paper,
   * without the controls, navigation, language switch or document viewer ([data-print='hide']), and no
   * section split across two pages where it fits on one.
   */
  @media print {
    @page {
      margin: 12mm;
    }

    *,
    *::before,
    *::after {
      color: #000 !important;
      background: transparent !important;
      box-shadow: none !important;
      text-shadow: none !important;
    }

    html,
    body {
      background: #fff !important;
    }

    button,
    nav,
    footer,
    [role='dialog'],
    [role='alertdialog'],
    [data-print='hide'] {
      display: none !important;
    }

    [data-print='page'] {
      max-width: none !important;
      margin: 0 !important;
      padding: 0 !important;
    }

    section,
    fieldset,
    tr,
    dl > div,
    li {
      break-inside: avoid;
    }

    h1,
    h2,
    h3 {
      break-after: avoid;
    }

    a,
    a:visited {
      text-decoration: none;
    }

    a[href]::after {
      content: none !important;
    }

    input,
    select,
    textarea {
      border: none !important;
      appearance: none;
      resize: none;
      padding-left: 0 !important;
    }
  }
`;
