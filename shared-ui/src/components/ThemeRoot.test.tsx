import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { ThemeRoot } from './ThemeRoot';

const Probe = styled.p`
  color: ${({ theme }) => theme.colors.brand};
`;

describe('ThemeRoot and GlobalStyle', () => {
  it('hands the theme to styled components', () => {
    render(
      <ThemeRoot>
        <Probe>Kisan Credit</Probe>
      </ThemeRoot>,
    );
    expect(getComputedStyle(screen.getByText('Kisan Credit')).color).toBe('rgb(27, 110, 60)');
  });

  it('sets the body font and a visible focus outline', () => {
    render(
      <ThemeRoot>
        <GlobalStyle />
      </ThemeRoot>,
    );
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('\n');
    expect(getComputedStyle(document.body).fontFamily).toContain('Noto Sans Devanagari');
    expect(css).toMatch(/:focus-visible\s*\{[^}]*outline:\s*3px solid #1a56db/);
    expect(css).toContain('prefers-reduced-motion: reduce');
    expect(css).toMatch(/box-sizing:\s*border-box/);
  });
});
