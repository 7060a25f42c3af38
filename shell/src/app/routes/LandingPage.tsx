import styled from 'styled-components';
import { DocumentChecklist } from '@kisan-credit/shared-ui/components/DocumentChecklist';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { media } from '@kisan-credit/shared-ui/theme';
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

const BeforeYouStart = styled(PageSection)`
  padding-top: 0;
`;

export function LandingPage() {
  const language = useLanguage();
  return (
    <>
      <Split>
        <Hero />
        <SignInCard />
      </Split>
      <BeforeYouStart>
        <DocumentChecklist language={language} />
      </BeforeYouStart>
    </>
  );
}
