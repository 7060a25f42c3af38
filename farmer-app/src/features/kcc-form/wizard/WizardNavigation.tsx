import styled from 'styled-components';
import { APPLICATION_MESSAGES } from 'shared-api/contract/messages/application';
import { WIZARD } from 'shared-api/contract/limits';
import { Button } from 'shared-ui/components/Button';
import { media } from 'shared-ui/theme';
import { text } from '../../../lib/text';

// On a phone the buttons stay in reach at the bottom of the screen.
const Bar = styled.div`
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

  ${media.up('md')} {
    position: static;
    margin: ${({ theme }) => theme.space.lg} 0 0;
    padding: ${({ theme }) => theme.space.md} 0 0;
    background: transparent;

    & > button {
      flex: 0 0 auto;
      padding-inline: ${({ theme }) => theme.space.lg};
    }

    & > button:last-child {
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

/** Go Back (above step 1), Save Draft, and Continue, or on the last step the submit button (spec §2). */
export function WizardNavigation({ step, mode, processing, savingDraft, submitting, onBack, onSaveDraft, onContinue, onSubmit }: WizardNavigationProps) {
  const busy = processing || savingDraft || submitting;
  return (
    <Bar>
      {step > WIZARD.firstStep && (
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          {text(APPLICATION_MESSAGES.goBack)}
        </Button>
      )}
      <Button variant="secondary" onClick={onSaveDraft} busy={savingDraft} busyText={text(APPLICATION_MESSAGES.savingDraft)} disabled={busy}>
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
