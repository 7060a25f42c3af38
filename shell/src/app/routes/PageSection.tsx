import styled from 'styled-components';

/** The centred column every shell page sits in. */
export const PageSection = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
`;

export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.brand};
`;
