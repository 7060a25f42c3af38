import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { AppStore } from '@kisan-credit/shared-api/client/store';
import { ROUTES } from '@kisan-credit/shared-api/contract/roles';
import { RoleAppRoot } from '@kisan-credit/shared-ui/role-app/RoleAppRoot';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { KccFormPage } from '../features/kcc-form/KccFormPage';

/** The farmer app's root: the store it is given, its own router. The shell guards who gets here. */
export function FarmerApp({ store }: { store: AppStore }) {
  // A language switch re-renders the whole tree from here (nothing is remounted, typed data stays), so
  // every text() reads the new language.
  useLanguage();
  return (
    <RoleAppRoot store={store}>
      <BrowserRouter>
        <FarmerRoutes />
      </BrowserRouter>
    </RoleAppRoot>
  );
}

export function FarmerRoutes() {
  return (
    <Routes>
      <Route path={ROUTES.kccForm} element={<KccFormPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
