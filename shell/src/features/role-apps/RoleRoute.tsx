import { Navigate, useLocation } from 'react-router-dom';
import { NoticeBar } from 'shared-ui/components/NoticeBar';
import { Spinner } from 'shared-ui/components/Spinner';
import { KccFormFrame, KccFormLoading } from 'shared-ui/role-app/KccFormFrame';
import { useAppSelector } from 'shared-api/client/hooks';
import { ROLE_APP_MESSAGES } from 'shared-api/client/roleApp';
import styled from 'styled-components';
import { text } from '../../lib/text';
import { ROLE_APP_OUTLET_ID } from './RoleAppOutlet';
import { useRoleAppStatus } from './roleAppStatus';
import { mayOpenRolePath, roleAppForPath, type RoleAppName } from './roleApps';

// Over the outlet rather than above it: the role app then appears where this was, without pushing its own
// content down and back up (a layout shift of the whole app). Hidden as soon as the app has drawn into the
// outlet, so the page never shows (or reads out) the placeholder and the app's own page at once.
const Placeholder = styled.div`
  position: absolute;
  inset-inline: 0;

  main:has(> #${ROLE_APP_OUTLET_ID} > :not(:empty)) > & {
    display: none;
  }
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.colors.brand};
`;

/**
 * The route element of every role app path: without the path's role it sends the user to / (spec §2);
 * with it, the role app mounts into the layout's outlet and this shows only its loading or failure.
 */
export function RoleRoute() {
  const { pathname } = useLocation();
  const session = useAppSelector((state) => state.session);
  const app = roleAppForPath(pathname);
  if (app === null || !mayOpenRolePath(pathname, session)) return <Navigate to="/" replace />;
  return <RoleAppProgress name={app} />;
}

function RoleAppProgress({ name }: { name: RoleAppName }) {
  const status = useRoleAppStatus(name);
  if (status === 'mounted') return null;
  if (status === 'failed') return <NoticeBar kind="error" message={text(ROLE_APP_MESSAGES.loadFailed)} />;
  return <Placeholder>{name === 'farmer' ? <FarmerPageLoading /> : <StaffAppLoading />}</Placeholder>;
}

/** The top of the farmer's page itself, as the farmer app draws it (and /kcc-form is prerendered with it). */
function FarmerPageLoading() {
  return (
    <KccFormFrame>
      <KccFormLoading />
    </KccFormFrame>
  );
}

function StaffAppLoading() {
  return (
    <Centered>
      <Spinner size="2.5rem" label={text(ROLE_APP_MESSAGES.loading)} />
    </Centered>
  );
}
