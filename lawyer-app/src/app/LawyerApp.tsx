import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { AppStore } from '@kisan-credit/shared-api/client/store';
import { ROUTES } from '@kisan-credit/shared-api/contract/roles';
import { RoleAppRoot } from '@kisan-credit/shared-ui/role-app/RoleAppRoot';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { LandDetailsPage } from '../features/land-details/LandDetailsPage';
import { LawyerDashboardPage } from '../features/dashboard/LawyerDashboardPage';
import { ApplicationViewPage } from '../features/application-view/ApplicationViewPage';

/** The lawyer app's root: the store it is given, its own router. The shell guards who gets here. */
export function LawyerApp({ store }: { store: AppStore }) {
  // A language switch re-renders the whole tree from here (nothing is remounted, typed data stays), so
  // every text() reads the new language.
  useLanguage();
  return (
    <RoleAppRoot store={store}>
      <BrowserRouter>
        <LawyerRoutes />
      </BrowserRouter>
    </RoleAppRoot>
  );
}

export function LawyerRoutes() {
  return (
    <Routes>
      <Route path={ROUTES.lawyerDashboard} element={<LawyerDashboardPage />} />
      <Route path="/lawyer-dashboard/application/:userId" element={<ApplicationViewPage />} />
      <Route path="/land-details/:userId" element={<LandDetailsPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
