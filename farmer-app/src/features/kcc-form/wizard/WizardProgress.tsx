import styled from 'styled-components';
import { stepOfSteps, WIZARD_STEPS } from '@kisan-credit/shared-api/contract/messages/application';
import { WIZARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/wizard';
import { ProgressBar } from '@kisan-credit/shared-ui/components/ProgressBar';
import { StepIndicator } from '@kisan-credit/shared-ui/components/StepIndicator';
import { media } from '@kisan-credit/shared-ui/theme';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { text } from '@kisan-credit/shared-ui/i18n/text';

const LargeOnly = styled.div`
  display: none;

  ${media.up('lg')} {
    display: block;
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

const SmallOnly = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};

  ${media.up('lg')} {
    display: none;
  }
`;

const Box = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/**
 * The step indicator on large screens (numbered, titled, clickable); the progress bar everywhere, with
 * 'n of N' and the step's title on small screens (docs/requirements.md#r2-wizard).
 */
export function WizardProgress({ step, onSelect }: { step: number; onSelect: (step: number) => void }) {
  const language = useLanguage();
  const titles = WIZARD_STEPS.map((entry) => text(entry.title));
  const position = text(stepOfSteps(step, WIZARD_STEPS.length));
  return (
    <Box>
      <LargeOnly>
        <StepIndicator steps={titles} current={step} onSelect={onSelect} language={language} />
      </LargeOnly>
      <ProgressBar
        value={step / WIZARD_STEPS.length}
        label={text(WIZARD_MESSAGES.progress)}
        valueText={`${position}: ${titles[step - 1]}`}
      />
      <SmallOnly aria-hidden="true">
        <span>{position}</span>
        <strong>{titles[step - 1]}</strong>
      </SmallOnly>
    </Box>
  );
}
