import styled, { css } from 'styled-components';
import { translate, type Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { WIZARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/wizard';
import { VisuallyHidden } from './VisuallyHidden';
import { currentLanguage } from '../i18n/language';

export type StepStatus = 'completed' | 'current' | 'upcoming';

export interface StepIndicatorProps {
  /** Titles in order; steps are numbered from 1. */
  steps: readonly string[];
  current: number;
  onSelect: (step: number) => void;
  language?: Language;
  className?: string;
}

/** Completed below the current step, then the current one, then upcoming (docs/requirements.md#r2-wizard). */
export function stepStatus(step: number, current: number): StepStatus {
  if (step < current) return 'completed';
  return step === current ? 'current' : 'upcoming';
}

const STATUS_TEXT = {
  completed: WIZARD_MESSAGES.stepCompleted,
  current: WIZARD_MESSAGES.stepCurrent,
  upcoming: WIZARD_MESSAGES.stepUpcoming,
} as const;

const List = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  flex: 1 1 0;
  min-width: 0;
`;

const StepButton = styled.button<{ $status: StepStatus }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  cursor: pointer;
  color: ${({ theme, $status }) => ($status === 'upcoming' ? theme.colors.muted : theme.colors.text)};
  font-weight: ${({ $status }) => ($status === 'current' ? 700 : 400)};

  &:hover {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;

const Number = styled.span<{ $status: StepStatus }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: 50%;
  font-weight: 700;
  ${({ theme, $status }) =>
    $status === 'upcoming'
      ? css`
          background: ${theme.colors.surface};
          color: ${theme.colors.brand};
          border-color: ${theme.colors.inputBorder};
        `
      : css`
          background: ${$status === 'current' ? theme.colors.brand : theme.colors.brandSoft};
          color: ${$status === 'current' ? theme.colors.onBrand : theme.colors.brand};
        `}
`;

/**
 * Numbered, titled steps; each is a button that opens its step. The current step is marked with
 * aria-current and every step says whether it is completed, current or not started.
 */
export function StepIndicator({
  steps,
  current,
  onSelect,
  language = currentLanguage(),
  className,
}: StepIndicatorProps) {
  return (
    <nav aria-label={translate(WIZARD_MESSAGES.stepsNavigation, language)} className={className}>
      <List>
        {steps.map((title, index) => {
          const step = index + 1;
          const status = stepStatus(step, current);
          return (
            <Item key={step}>
              <StepButton
                type="button"
                $status={status}
                aria-current={status === 'current' ? 'step' : undefined}
                onClick={() => onSelect(step)}
              >
                <Number $status={status} aria-hidden="true">
                  {status === 'completed' ? '✓' : step}
                </Number>
                <span>
                  <VisuallyHidden>{`${step}. `}</VisuallyHidden>
                  {title}
                  <VisuallyHidden>{` (${translate(STATUS_TEXT[status], language)})`}</VisuallyHidden>
                </span>
              </StepButton>
            </Item>
          );
        })}
      </List>
    </nav>
  );
}
