import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useHydrated } from '../hooks/useHydrated';

// display: contents keeps the form's own layout (grid, gaps) for the fields inside.
const Fieldset = styled.fieldset`
  display: contents;
`;

/**
 * A form's fields, disabled until the page is live. On a prerendered page the scripts may take seconds on
 * a slow network; what a visitor typed before then would not reach the form's state, so the fields wait.
 */
export function LiveFieldset({ children }: { children: ReactNode }) {
  return <Fieldset disabled={!useHydrated()}>{children}</Fieldset>;
}
