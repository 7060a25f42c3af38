import { css } from 'styled-components';

/**
 * For a bar or panel in a dark colour (the brand-green navigation, the footer): the controls inside it get
 * the light focus ring, since the page-wide blue one is barely visible there (about 1:1 on the brand green).
 */
export const focusRingOnDark = css`
  & :focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }
`;
