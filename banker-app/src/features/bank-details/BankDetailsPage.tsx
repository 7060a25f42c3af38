import { useParams } from 'react-router-dom';
import { StaffScreen } from 'shared-ui/components/StaffScreen';
import { BANK_DETAILS_MESSAGES } from 'shared-api/contract/messages/dashboard';

/** /bank-details/:userId: sanction and disbursement data of one application. */
export function BankDetailsPage() {
  const { userId } = useParams();
  return (
    <StaffScreen title={BANK_DETAILS_MESSAGES.title}>
      <p data-testid="application-user">{userId}</p>
    </StaffScreen>
  );
}
