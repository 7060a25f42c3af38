import styled from 'styled-components';
import { media } from '@kisan-credit/shared-ui/theme';
import { ABOUT_IMPACT, ABOUT_MESSAGES } from '@kisan-credit/shared-api/contract/messages/about';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { AboutSection } from './AboutSection';

const Figures = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  text-align: center;
  ${media.up('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Figure = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
`;

const FigureNumber = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

/** The impact figures of docs/requirements.md#r2-about: farmers served, loans facilitated, villages reached. */
export function ImpactFigures() {
  return (
    <AboutSection title={text(ABOUT_MESSAGES.impactTitle)}>
      <Figures>
        {ABOUT_IMPACT.map((impact) => (
          <Figure key={impact.label.key}>
            <FigureNumber>{text(impact.figure)}</FigureNumber>
            <span>{text(impact.label)}</span>
          </Figure>
        ))}
      </Figures>
    </AboutSection>
  );
}
