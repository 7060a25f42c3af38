import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isStaffPath } from 'shared-api/contract/roles';
import { Footer } from '../features/footer/Footer';
import { NavBar } from '../features/navigation/NavBar';
import { RoleAppOutlet } from '../features/role-apps/RoleAppOutlet';

const Page = styled.div<{ $staff: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme, $staff }) => ($staff ? theme.colors.staffBackground : theme.colors.publicBackground)};
`;

const Main = styled.main`
  flex: 1;
`;

/**
 * Every page: navigation bar (hidden on the staff paths, which also turn the background grey), the page,
 * the role apps' outlet, and the footer (spec §2).
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const staff = isStaffPath(pathname);
  return (
    <Page $staff={staff} data-testid="page" data-background={staff ? 'staff' : 'public'}>
      {!staff && <NavBar />}
      <Main>
        <Outlet />
        <RoleAppOutlet />
      </Main>
      <Footer />
    </Page>
  );
}
