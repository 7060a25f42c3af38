import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { AppStore } from 'shared-api/client/store';
import { ROUTES } from 'shared-api/contract/roles';
import { ThemeRoot } from 'shared-ui/components/ThemeRoot';
import { LandDetailsPage } from '../features/land-details/LandDetailsPage';
import { LawyerDashboardPage } from '../features/dashboard/LawyerDashboardPage';

/** The lawyer app's root: the store it is given, its own router. The shell guards who gets here. */
export function LawyerApp({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <ThemeRoot>
        <BrowserRouter>
          <LawyerRoutes />
        </BrowserRouter>
      </ThemeRoot>
    </Provider>
  );
}

export function LawyerRoutes() {
  return (
    <Routes>
      <Route path={ROUTES.lawyerDashboard} element={<LawyerDashboardPage />} />
      <Route path="/land-details/:userId" element={<LandDetailsPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
