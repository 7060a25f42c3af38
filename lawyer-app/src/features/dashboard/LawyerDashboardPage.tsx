import { StaffScreen } from 'shared-ui/components/StaffScreen';
import { DASHBOARD_MESSAGES } from 'shared-api/contract/messages/dashboard';

/** /lawyer-dashboard: the applications awaiting legal review (the list arrives with the dashboard issue). */
export function LawyerDashboardPage() {
  return <StaffScreen title={DASHBOARD_MESSAGES.lawyerDashboardTitle} />;
}
