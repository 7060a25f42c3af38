import { StaffScreen } from 'shared-ui/components/StaffScreen';
import { DASHBOARD_MESSAGES } from 'shared-api/contract/messages/dashboard';

/** /banker-dashboard: applications by status group (the list arrives with the dashboard issue). */
export function BankerDashboardPage() {
  return <StaffScreen title={DASHBOARD_MESSAGES.bankerDashboardTitle} />;
}
