import styled from 'styled-components';
import type { NoticeKind } from '@kisan-credit/shared-ui/components/NoticeBar';
import { NoticeBar } from '@kisan-credit/shared-ui/components/NoticeBar';
import { Button } from '@kisan-credit/shared-ui/components/Button';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';

export interface Notice {
  kind: NoticeKind;
  message: string;
  /** A button in the notice (Load the latest saved application, Restore my changes...). */
  actions?: readonly { label: string; onClick: () => void }[];
  /** About the step on screen (its checks): gone when another step opens. */
  ofStep?: boolean;
  /** A question the farmer must answer with one of the actions: no dismiss button. */
  mustChoose?: boolean;
}

const Actions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

/** The wizard's notice bar (info, success, error), with its buttons when it has any. */
export function WizardNotice({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  const language = useLanguage();
  const message = notice.actions ? (
    <>
      {notice.message}
      <Actions>
        {notice.actions.map((action) => (
          <Button key={action.label} variant="secondary" onClick={action.onClick}>
            {action.label}
          </Button>
        ))}
      </Actions>
    </>
  ) : (
    notice.message
  );
  return (
    <NoticeBar
      kind={notice.kind}
      message={message}
      onDismiss={notice.mustChoose ? undefined : onDismiss}
      language={language}
    />
  );
}
