import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Card = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const SectionHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.brand};
`;

/** One titled part of the About page: a landmark region named by its heading. */
export function AboutSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{title}</SectionHeading>
      {children}
    </Card>
  );
}

export const SectionText = styled.p`
  margin: 0;
  line-height: ${({ theme }) => theme.lineHeights.body};
`;
