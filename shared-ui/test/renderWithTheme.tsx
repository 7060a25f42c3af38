import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeRoot } from '../src/components/ThemeRoot';

/** Renders inside the design system's theme, as every app root does. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: ThemeRoot, ...options });
}
