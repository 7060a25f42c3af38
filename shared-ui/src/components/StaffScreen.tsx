import type { ReactNode } from 'react';
import { useLogout } from 'shared-api/client/logout';
import { COMMON_MESSAGES } from 'shared-api/contract/messages/common';
import { translate, type Message } from 'shared-api/contract/messages/catalogue';
import { StaffPage } from './StaffPage';

/** A lawyer or banker screen with its title and a working Logout. */
export function StaffScreen({ title, children }: { title: Message; children?: ReactNode }) {
  const logout = useLogout();
  return (
    <StaffPage
      title={translate(title, 'en')}
      logoutLabel={translate(COMMON_MESSAGES.logout, 'en')}
      onLogout={() => void logout()}
    >
      {children}
    </StaffPage>
  );
}
