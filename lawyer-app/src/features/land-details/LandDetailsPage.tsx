import { useParams } from 'react-router-dom';
import { StaffScreen } from 'shared-ui/components/StaffScreen';
import { LAND_DETAILS_MESSAGES } from 'shared-api/contract/messages/dashboard';

/** /land-details/:userId: the lawyer's land and document review of one application. */
export function LandDetailsPage() {
  const { userId } = useParams();
  return (
    <StaffScreen title={LAND_DETAILS_MESSAGES.title}>
      <p data-testid="application-user">{userId}</p>
    </StaffScreen>
  );
}
