import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useGetKccApplicationQuery } from 'shared-api/client/api';
import { COMMON_MESSAGES } from 'shared-api/contract/messages/common';
import { LAND_DETAILS_MESSAGES } from 'shared-api/contract/messages/dashboard';
import { ROUTES } from 'shared-api/contract/roles';
import { Button } from 'shared-ui/components/Button';
import { MessageDialog } from 'shared-ui/components/MessageDialog';
import { Spinner } from 'shared-ui/components/Spinner';
import { StaffScreen } from 'shared-ui/components/StaffScreen';
import { useLanguage } from 'shared-ui/i18n/useLanguage';
import { text } from 'shared-ui/i18n/text';
import { LandReview } from './LandReview';

const Loading = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** The failed load: the spec's error dialog, then the way back. */
function LoadFailed() {
  const language = useLanguage();
  const navigate = useNavigate();
  const [dialogOpen, setDialogOpen] = useState(true);
  return (
    <>
      <p role="alert">{text(COMMON_MESSAGES.failedToFetchApplicationDetails)}</p>
      <Button variant="secondary" onClick={() => navigate(ROUTES.lawyerDashboard)}>
        {text(COMMON_MESSAGES.backToDashboard)}
      </Button>
      <MessageDialog
        open={dialogOpen}
        type="error"
        message={text(COMMON_MESSAGES.failedToFetchApplicationDetails)}
        language={language}
        onClose={() => setDialogOpen(false)}
      />
    </>
  );
}

/** /land-details/:userId (docs/requirements.md#r2-land-details): loads the application, then the land review. */
export function LandDetailsPage() {
  const { userId = '' } = useParams();
  // Always the server's latest when the screen opens: another lawyer or the bank may have changed it.
  const application = useGetKccApplicationQuery({ userId }, { refetchOnMountOrArgChange: true });

  let body;
  if (application.isFetching && !application.currentData) {
    body = (
      <Loading role="status">
        <Spinner />
        {text(LAND_DETAILS_MESSAGES.loading)}
      </Loading>
    );
  } else if (application.currentData) {
    body = <LandReview key={userId} application={application.currentData} />;
  } else {
    body = <LoadFailed />;
  }
  return <StaffScreen title={LAND_DETAILS_MESSAGES.title}>{body}</StaffScreen>;
}
