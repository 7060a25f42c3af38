import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isStaffPath } from '@kisan-credit/shared-api/contract/roles';
import { useAccountLanguage } from '@kisan-credit/shared-ui/i18n/accountLanguage';
import { Footer } from '../features/footer/Footer';
import { NavBar } from '../features/navigation/NavBar';
import { RoleAppOutlet } from '../features/role-apps/RoleAppOutlet';
import { roleAppForPath } from '../features/role-apps/roleApps';

const Page = styled.div<{ $staff: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme, $staff }) => ($staff ? theme.colors.staffBackground : theme.colors.publicBackground)};
`;

// A role app renders after its remote has downloaded; until then the footer would sit in view and then be
// pushed down, a layout shift of the whole footer. A screen-high main keeps it below the fold throughout.
const Main = styled.main<{ $roleApp: boolean }>`
  position: relative;
  flex: 1;
  min-height: ${({ $roleApp }) => ($roleApp ? '100vh' : 'auto')};
`;

/**
 * Every page: navigation bar (hidden on the staff paths, which also turn the background grey), the page,
 * the role apps' outlet, and the footer (docs/requirements.md#r2-navigation). With a session, the account's
 * language and this device's are brought in step (docs/requirements.md#r10-languages).
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const staff = isStaffPath(pathname);
  // The role apps render inside this layout, so one place serves every signed-in page.
  useAccountLanguage();
  return (
    <Page $staff={staff} data-testid="page" data-background={staff ? 'staff' : 'public'}>
      {!staff && <NavBar />}
      <Main $roleApp={roleAppForPath(pathname) !== null}>
        <Outlet />
        <RoleAppOutlet />
      </Main>
      <Footer />
    </Page>
  );
}
