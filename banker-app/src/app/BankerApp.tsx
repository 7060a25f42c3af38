import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { AppStore } from '@kisan-credit/shared-api/client/store';
import { ROUTES } from '@kisan-credit/shared-api/contract/roles';
import { RoleAppRoot } from '@kisan-credit/shared-ui/role-app/RoleAppRoot';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { ApplicationPreviewPage } from '../features/application-preview/ApplicationPreviewPage';
import { BankDetailsPage } from '../features/bank-details/BankDetailsPage';
import { BankerDashboardPage } from '../features/dashboard/BankerDashboardPage';
import { StaffAdminPage } from '../features/staff-admin/StaffAdminPage';

/** The banker app's root: the store it is given, its own router. The shell guards who gets here. */
export function BankerApp({ store }: { store: AppStore }) {
  // A language switch re-renders the whole tree from here (nothing is remounted, typed data stays), so
  // every text() reads the new language.
  useLanguage();
  return (
    <RoleAppRoot store={store}>
      <BrowserRouter>
        <BankerRoutes />
      </BrowserRouter>
    </RoleAppRoot>
  );
}

export function BankerRoutes() {
  return (
    <Routes>
      <Route path={ROUTES.bankerDashboard} element={<BankerDashboardPage />} />
      <Route path="/bank-details/:userId" element={<BankDetailsPage />} />
      <Route path="/application-preview/:userId" element={<ApplicationPreviewPage />} />
      <Route path={ROUTES.staffAdmin} element={<StaffAdminPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
