import styled from 'styled-components';
import { media } from '@kisan-credit/shared-ui/theme';
import { ABOUT_MESSAGES } from '@kisan-credit/shared-api/contract/messages/about';
import { AboutSection, SectionText } from '../../features/about/AboutSection';
import { ImpactFigures } from '../../features/about/ImpactFigures';
import { ValuesList } from '../../features/about/ValuesList';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { PageSection, PageTitle } from './PageSection';
import { PAGE_TEXTS } from './pageTexts';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Story = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.up('lg')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

/** docs/requirements.md#r2-about: vision, what we do, approach, the five values and the impact figures. */
export function AboutPage() {
  return (
    <PageSection>
      <PageTitle>{text(PAGE_TEXTS.aboutTitle)}</PageTitle>
      <Sections>
        <Story>
          <AboutSection title={text(ABOUT_MESSAGES.visionTitle)}>
            <SectionText>{text(ABOUT_MESSAGES.visionText)}</SectionText>
          </AboutSection>
          <AboutSection title={text(ABOUT_MESSAGES.whatWeDoTitle)}>
            <SectionText>{text(ABOUT_MESSAGES.whatWeDoText)}</SectionText>
          </AboutSection>
          <AboutSection title={text(ABOUT_MESSAGES.approachTitle)}>
            <SectionText>{text(ABOUT_MESSAGES.approachText)}</SectionText>
          </AboutSection>
        </Story>
        <ValuesList />
        <ImpactFigures />
      </Sections>
    </PageSection>
  );
}
