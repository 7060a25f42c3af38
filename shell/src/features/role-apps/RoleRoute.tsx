import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { MessageDialog } from '@kisan-credit/shared-ui/components/MessageDialog';
import { NoticeBar } from '@kisan-credit/shared-ui/components/NoticeBar';
import { Spinner } from '@kisan-credit/shared-ui/components/Spinner';
import { KccFormFrame, KccFormLoading } from '@kisan-credit/shared-ui/role-app/KccFormFrame';
import { useAppSelector } from '@kisan-credit/shared-api/client/hooks';
import { ROLE_APP_MESSAGES } from '@kisan-credit/shared-api/client/roleApp';
import styled from 'styled-components';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { ROLE_APP_OUTLET_ID } from './RoleAppOutlet';
import { retryRoleApp, useRoleAppStatus } from './roleAppStatus';
import { mayOpenRolePath, roleAppForPath, useRoleAppsFromManifest } from './roleApps';

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
 * The route element of every path that is not one of the shell's own pages. A role app's path (as the live
 * manifest says, once read) without that app's role sends the user to / (docs/requirements.md#r2-route-table); with it, the role app
 * mounts into the layout's outlet and this shows only its loading or failure. Any other path goes to /.
 */
export function RoleRoute() {
  const { pathname } = useLocation();
  const session = useAppSelector((state) => state.session);
  const manifestRead = useRoleAppsFromManifest();
  const app = roleAppForPath(pathname);
  // A signed-in user's path may belong to an app only the manifest names: wait for it before sending them home.
  if (app === null && session.authToken !== null && !manifestRead) return <StaffAppLoading />;
  if (app === null || !mayOpenRolePath(pathname, session)) return <Navigate to="/" replace />;
  return <RoleAppProgress key={app.name} name={app.name} />;
}

function RoleAppProgress({ name }: { name: string }) {
  const status = useRoleAppStatus(name);
  const [dismissed, setDismissed] = useState(false);
  if (status === 'mounted') return null;
  if (status === 'incompatible') return <NoticeBar kind="error" message={text(ROLE_APP_MESSAGES.incompatible)} />;
  if (status === 'failed') {
    return (
      <>
        <NoticeBar kind="error" message={text(ROLE_APP_MESSAGES.loadFailed)} />
        <LoadFailedDialog
          open={!dismissed}
          onClose={() => setDismissed(true)}
          onRetry={() => {
            setDismissed(false);
            retryRoleApp(name);
          }}
        />
      </>
    );
  }
  return <Placeholder>{name === 'farmer' ? <FarmerPageLoading /> : <StaffAppLoading />}</Placeholder>;
}

/** The spec's error dialog ('Oops!'), with a Retry beside its Close. */
function LoadFailedDialog({ open, onClose, onRetry }: { open: boolean; onClose: () => void; onRetry: () => void }) {
  return (
    <MessageDialog
      open={open}
      type="error"
      message={text(ROLE_APP_MESSAGES.loadFailed)}
      onClose={onClose}
      action={{ label: text(ROLE_APP_MESSAGES.retry), onClick: onRetry }}
    />
  );
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
