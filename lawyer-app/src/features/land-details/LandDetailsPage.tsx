import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useLatestApplication } from '@kisan-credit/shared-api/client/useLatestApplication';
import { COMMON_MESSAGES } from '@kisan-credit/shared-api/contract/messages/common';
import { LAND_DETAILS_MESSAGES } from '@kisan-credit/shared-api/contract/messages/dashboard';
import { ROUTES } from '@kisan-credit/shared-api/contract/roles';
import { Button } from '@kisan-credit/shared-ui/components/Button';
import { MessageDialog } from '@kisan-credit/shared-ui/components/MessageDialog';
import { Spinner } from '@kisan-credit/shared-ui/components/Spinner';
import { StaffScreen } from '@kisan-credit/shared-ui/components/StaffScreen';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import type { LandReviewEdits } from './landReviewEdits';
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
  const { application, loading, refetch } = useLatestApplication(userId);
  // Reload after a refused save: the screen starts again from the latest version (a new key), with the
  // lawyer's edits put back on it.
  const [loadCount, setLoadCount] = useState(0);
  const [reapplied, setReapplied] = useState<LandReviewEdits>();

  let body;
  if (loading) {
    body = (
      <Loading role="status">
        <Spinner />
        {text(LAND_DETAILS_MESSAGES.loading)}
      </Loading>
    );
  } else if (application) {
    body = (
      <LandReview
        key={`${userId}-${loadCount}`}
        application={application}
        reapplied={reapplied}
        onReload={(edits) => {
          setReapplied(edits);
          void refetch().then(() => setLoadCount((count) => count + 1));
        }}
      />
    );
  } else {
    body = <LoadFailed />;
  }
  return <StaffScreen title={LAND_DETAILS_MESSAGES.title}>{body}</StaffScreen>;
}
