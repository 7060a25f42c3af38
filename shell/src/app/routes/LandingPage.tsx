import styled from 'styled-components';
import { media } from 'shared-ui/theme';
import { SignInCard } from '../../features/auth/SignInCard';
import { Hero } from '../../features/landing/Hero';
import { PageSection } from './PageSection';

const Split = styled(PageSection)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  ${media.up('lg')} {
    grid-template-columns: 1fr auto;
    min-height: 70vh;
  }
`;

export function LandingPage() {
  return (
    <Split>
      <Hero />
      <SignInCard />
    </Split>
  );
}
