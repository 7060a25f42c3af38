import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { LANDING_TEXTS } from './landingTexts';

const Section = styled.section`
  max-width: 36rem;
`;

const Headline = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: clamp(1.75rem, 4vw, 2.75rem);
  color: ${({ theme }) => theme.colors.brand};
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
`;

const LearnMore = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** The landing headline (docs/requirements.md#r1-purpose) with 'Learn More' to /about. */
export function Hero() {
  return (
    <Section>
      <Headline>{text(LANDING_TEXTS.headline)}</Headline>
      <Lead>{text(LANDING_TEXTS.subheadline)}</Lead>
      <LearnMore to="/about">{text(LANDING_TEXTS.learnMore)}</LearnMore>
    </Section>
  );
}
