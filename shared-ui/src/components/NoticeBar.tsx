import type { ReactNode } from 'react';
import styled from 'styled-components';
import { translate, type Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { COMMON_MESSAGES } from '@kisan-credit/shared-api/contract/messages/common';
import { currentLanguage } from '../i18n/language';

export type NoticeKind = 'info' | 'success' | 'error';

export interface NoticeBarProps {
  kind: NoticeKind;
  message: ReactNode;
  /** Shows a dismiss button when given. */
  onDismiss?: () => void;
  language?: Language;
}

const TONES = {
  info: { strong: 'info', soft: 'infoSoft' },
  success: { strong: 'success', soft: 'successSoft' },
  error: { strong: 'danger', soft: 'dangerSoft' },
} as const satisfies Record<NoticeKind, { strong: string; soft: string }>;

const Bar = styled.div<{ $kind: NoticeKind }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme, $kind }) => theme.colors[TONES[$kind].strong]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $kind }) => theme.colors[TONES[$kind].soft]};
  color: ${({ theme, $kind }) => theme.colors[TONES[$kind].strong]};
  font-weight: 600;
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
  overflow-wrap: anywhere;
`;

const DismissButton = styled.button`
  flex: none;
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1;
  cursor: pointer;
`;

/** An inline message (draft saved, upload failed...). Errors are alerts; the rest are polite status. */
export function NoticeBar({ kind, message, onDismiss, language = currentLanguage() }: NoticeBarProps) {
  return (
    <Bar role={kind === 'error' ? 'alert' : 'status'} $kind={kind}>
      <Text>{message}</Text>
      {onDismiss && (
        <DismissButton type="button" onClick={onDismiss} aria-label={translate(COMMON_MESSAGES.dismiss, language)}>
          <span aria-hidden="true">×</span>
        </DismissButton>
      )}
    </Bar>
  );
}
