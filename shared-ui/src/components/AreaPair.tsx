import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../theme';

// Takes two columns of a form grid, so the area and its unit sit side by side with whole labels.
const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 8.5rem;
  align-items: end;
  column-gap: ${({ theme }) => theme.space.sm};

  ${media.up('sm')} {
    grid-column: span 2;
  }
`;

const Acres = styled.p`
  grid-column: 1 / -1;
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * An area input and its unit select side by side; under them, for hectares, the approximate acres
 * (docs/requirements.md#r5-area-conversion: 'about 2.47 acres'). The caller gives both controls, bound to its own form.
 */
export function AreaPair({ children, approximateAcres }: { children: ReactNode; approximateAcres?: string }) {
  return (
    <Pair>
      {children}
      {approximateAcres && <Acres aria-live="polite">{approximateAcres}</Acres>}
    </Pair>
  );
}
