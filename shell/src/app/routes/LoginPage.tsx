import { LoginForm } from '../../features/auth/LoginForm';
import { PageSection } from './PageSection';

export function LoginPage() {
  return (
    <PageSection>
      <LoginForm />
    </PageSection>
  );
}
