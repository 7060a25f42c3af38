import styled from 'styled-components';
import { ABOUT_MESSAGES, ABOUT_VALUES } from '@kisan-credit/shared-api/contract/messages/about';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { AboutSection } from './AboutSection';

// Wrapping flex rather than a grid: five values fill rows of three and two, with no lone card left over.
const Values = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Value = styled.li`
  flex: 1 1 18rem;
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft};
`;

const ValueTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const ValueText = styled.p`
  margin: 0;
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

/** The five values of docs/requirements.md#r2-about. */
export function ValuesList() {
  return (
    <AboutSection title={text(ABOUT_MESSAGES.valuesTitle)}>
      <Values>
        {ABOUT_VALUES.map((value) => (
          <Value key={value.title.key}>
            <ValueTitle>{text(value.title)}</ValueTitle>
            <ValueText>{text(value.description)}</ValueText>
          </Value>
        ))}
      </Values>
    </AboutSection>
  );
}
