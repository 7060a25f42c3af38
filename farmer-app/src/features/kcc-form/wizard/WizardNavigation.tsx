import styled, { css } from 'styled-components';
import { APPLICATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/application';
import { WIZARD } from '@kisan-credit/shared-api/contract/limits';
import { Button } from '@kisan-credit/shared-ui/components/Button';
import { media } from '@kisan-credit/shared-ui/theme';
import { text } from '@kisan-credit/shared-ui/i18n/text';

// On a phone the buttons stay in reach at the bottom of the screen. On the last step the submit button,
// whose text is long, takes a row of its own above the others, so it reads on one line.
const Bar = styled.div<{ $ownRowForLast: boolean }>`
  position: sticky;
  bottom: 0;
  z-index: 10;
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.lg} -${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  & > button {
    flex: 1 1 0;
    padding-inline: ${({ theme }) => theme.space.sm};
  }

  ${({ $ownRowForLast }) =>
    $ownRowForLast &&
    css`
      flex-wrap: wrap;

      & > button:last-child {
        flex-basis: 100%;
        order: -1;
      }
    `}

  ${media.up('md')} {
    flex-wrap: nowrap;
    position: static;
    margin: ${({ theme }) => theme.space.lg} 0 0;
    padding: ${({ theme }) => theme.space.md} 0 0;
    background: transparent;

    & > button {
      flex: 0 0 auto;
      padding-inline: ${({ theme }) => theme.space.lg};
    }

    & > button:last-child {
      flex-basis: auto;
      order: 0;
      margin-left: auto;
    }
  }
`;

export interface WizardNavigationProps {
  step: number;
  mode: 'create' | 'update';
  /** The 2 s document wait of step 1, or a save on the way: Continue shows 'Processing...'. */
  processing: boolean;
  savingDraft: boolean;
  submitting: boolean;
  onBack: () => void;
  onSaveDraft: () => void;
  onContinue: () => void;
  onSubmit: () => void;
}

/** Go Back (above step 1), Save Draft, and Continue, or on the last step the submit button (docs/requirements.md#r2-wizard). */
export function WizardNavigation({
  step,
  mode,
  processing,
  savingDraft,
  submitting,
  onBack,
  onSaveDraft,
  onContinue,
  onSubmit,
}: WizardNavigationProps) {
  const busy = processing || savingDraft || submitting;
  return (
    <Bar $ownRowForLast={step === WIZARD.stepCount}>
      {step > WIZARD.firstStep && (
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          {text(APPLICATION_MESSAGES.goBack)}
        </Button>
      )}
      <Button
        variant="secondary"
        onClick={onSaveDraft}
        busy={savingDraft}
        busyText={text(APPLICATION_MESSAGES.savingDraft)}
        disabled={busy}
      >
        {text(APPLICATION_MESSAGES.saveDraft)}
      </Button>
      {step < WIZARD.stepCount ? (
        <Button onClick={onContinue} busy={processing} busyText={text(APPLICATION_MESSAGES.processing)} disabled={busy}>
          {text(APPLICATION_MESSAGES.continue)}
        </Button>
      ) : (
        <Button onClick={onSubmit} busy={submitting} busyText={text(APPLICATION_MESSAGES.submitting)} disabled={busy}>
          {text(mode === 'update' ? APPLICATION_MESSAGES.updateApplication : APPLICATION_MESSAGES.submitApplication)}
        </Button>
      )}
    </Bar>
  );
}
