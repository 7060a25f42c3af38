import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { translate, type Language, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { COMMON_MESSAGES } from '@kisan-credit/shared-api/contract/messages/common';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { currentLanguage } from '../i18n/language';

export type MessageType = 'success' | 'error' | 'info';

export interface MessageDialogProps {
  open: boolean;
  type: MessageType;
  message: ReactNode;
  onClose: () => void;
  /** Replaces the type's title ('Success!', 'Oops!', 'Information'). */
  title?: ReactNode;
  /** A button beside Close that does what the message offers (Reload after a refused save, Retry); it has the focus. */
  action?: { label: string; onClick: () => void };
  language?: Language;
}

const TITLES: Record<MessageType, Message> = {
  success: COMMON_MESSAGES.successTitle,
  error: COMMON_MESSAGES.errorTitle,
  info: COMMON_MESSAGES.infoTitle,
};

const ICONS: Record<MessageType, string> = { success: '✓', error: '!', info: 'i' };

const Icon = styled.span<{ $type: MessageType }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 2rem;
  height: 2rem;
  margin-right: ${({ theme }) => theme.space.sm};
  border-radius: 50%;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.onBrand};
  background: ${({ theme, $type }) => theme.colors[$type === 'error' ? 'danger' : $type]};
`;

const TitleRow = styled.span`
  display: inline-flex;
  align-items: center;
`;

const Message = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

/** The generic message dialog of docs/requirements.md#r2-message-dialog: a titled message and a Close button. Errors interrupt (alertdialog). */
export function MessageDialog({
  open,
  type,
  message,
  onClose,
  title,
  action,
  language = currentLanguage(),
}: MessageDialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role={type === 'error' ? 'alertdialog' : 'dialog'}
      describeWithBody
      initialFocusRef={action ? actionRef : closeRef}
      title={
        <TitleRow>
          <Icon $type={type} aria-hidden="true">
            {ICONS[type]}
          </Icon>
          {title ?? translate(TITLES[type], language)}
        </TitleRow>
      }
      actions={
        <>
          <Button ref={closeRef} variant={action ? 'secondary' : undefined} onClick={onClose}>
            {translate(COMMON_MESSAGES.close, language)}
          </Button>
          {action && (
            <Button ref={actionRef} onClick={action.onClick}>
              {action.label}
            </Button>
          )}
        </>
      }
    >
      <Message>{message}</Message>
    </Dialog>
  );
}
