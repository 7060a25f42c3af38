import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useAppSelector } from '@kisan-credit/shared-api/client/hooks';
import { selectAuthToken, selectUserRole } from '@kisan-credit/shared-api/client/session';
import { homePathForRole, ROUTES } from '@kisan-credit/shared-api/contract/roles';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { RoleRoute } from '../features/role-apps/RoleRoute';
import { AppLayout } from './AppLayout';
import { AboutPage } from './routes/AboutPage';
import { ContactPage } from './routes/ContactPage';
import { FormPage } from './routes/FormPage';
import { LandingPage } from './routes/LandingPage';
import { LoginPage } from './routes/LoginPage';

/** Pages for signed-out visitors (/ and /form): a signed-in user goes to their role's page (docs/requirements.md#r2-route-table). */
function SignedOutOnly({ children }: { children: ReactElement }) {
  const token = useAppSelector(selectAuthToken);
  const role = useAppSelector(selectUserRole);
  return token ? <Navigate to={homePathForRole(role)} replace /> : children;
}

/** The route table (docs/requirements.md#r2-route-table). */
export function AppRoutes() {
  // A language switch re-renders every page from here (nothing is remounted, typed data stays), so every
  // text() reads the new language.
  useLanguage();
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<SignedOutOnly children={<LandingPage />} />} />
        <Route path={ROUTES.login} element={<LoginPage />} />
        <Route path={ROUTES.form} element={<SignedOutOnly children={<FormPage />} />} />
        <Route path={ROUTES.about} element={<AboutPage />} />
        <Route path={ROUTES.contact} element={<ContactPage />} />
        {/* Every other path is a role app's, as the live manifest says at run time, or sends the user home. */}
        <Route path="*" element={<RoleRoute />} />
      </Route>
    </Routes>
  );
}
