import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';

/** Every React root (the shell and each remote) wraps its tree in this. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
