import { useParams } from 'react-router-dom';
import { StaffScreen } from 'shared-ui/components/StaffScreen';
import { APPLICATION_PREVIEW_MESSAGES } from 'shared-api/contract/messages/dashboard';

/** /application-preview/:userId: the whole application, editable by the banker. */
export function ApplicationPreviewPage() {
  const { userId } = useParams();
  return (
    <StaffScreen title={APPLICATION_PREVIEW_MESSAGES.title}>
      <p data-testid="application-user">{userId}</p>
    </StaffScreen>
  );
}
