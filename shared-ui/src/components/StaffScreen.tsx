import type { ReactNode } from 'react';
import { useLogout } from '@kisan-credit/shared-api/client/logout';
import { COMMON_MESSAGES } from '@kisan-credit/shared-api/contract/messages/common';
import { translate, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { useLanguage } from '../i18n/useLanguage';
import { StaffPage } from './StaffPage';

/** A lawyer or banker screen with its title and a working Logout. */
export function StaffScreen({ title, children }: { title: Message; children?: ReactNode }) {
  const logout = useLogout();
  const language = useLanguage();
  return (
    <StaffPage
      title={translate(title, language)}
      logoutLabel={translate(COMMON_MESSAGES.logout, language)}
      onLogout={() => void logout()}
    >
      {children}
    </StaffPage>
  );
}
