import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useLatestApplication } from '@kisan-credit/shared-api/client/useLatestApplication';
import { COMMON_MESSAGES } from '@kisan-credit/shared-api/contract/messages/common';
import { DASHBOARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/dashboard';
import { LAWYER_MESSAGES as M } from '@kisan-credit/shared-api/contract/messages/lawyer';
import { ROUTES } from '@kisan-credit/shared-api/contract/roles';
import { Button } from '@kisan-credit/shared-ui/components/Button';
import { NoticeBar } from '@kisan-credit/shared-ui/components/NoticeBar';
import { Spinner } from '@kisan-credit/shared-ui/components/Spinner';
import { StaffScreen } from '@kisan-credit/shared-ui/components/StaffScreen';
import { StatusBadge } from '@kisan-credit/shared-ui/components/StatusBadge';
import { formatShortDate } from '@kisan-credit/shared-ui/format/date';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { ApplicationReadOnly } from './ApplicationReadOnly';

const Intro = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.lg}`};

  p {
    margin: 0;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/**
 * /lawyer-dashboard/application/:userId, the lawyer's 'View All Data': the whole application, read only.
 * Decision: a page of the lawyer app, not the banker's /application-preview (which edits, and which the
 * spec's route table gives to bankers only).
 */
export function ApplicationViewPage() {
  const language = useLanguage();
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const { application, loading } = useLatestApplication(userId);

  let body;
  if (loading) {
    body = (
      <p role="status">
        <Spinner /> {text(M.loadingApplicationData)}
      </p>
    );
  } else if (!application) {
    body = (
      <NoticeBar kind="error" message={text(COMMON_MESSAGES.failedToFetchApplicationDetails)} language={language} />
    );
  } else {
    body = (
      <>
        <Intro>
          <p>
            {text(M.applicationId)}: <strong>{application.key || application._id}</strong>
          </p>
          <p>
            {text(M.status)}: <StatusBadge status={application.status} language={language} />
          </p>
          <p>
            {text(M.appliedOn)}: <strong>{formatShortDate(application.createdAt)}</strong>
          </p>
        </Intro>
        <NoticeBar kind="info" message={text(M.readOnlyNote)} language={language} />
        <ApplicationReadOnly application={application} />
      </>
    );
  }

  return (
    <StaffScreen title={M.applicationDetails}>
      <Buttons>
        <Button variant="secondary" onClick={() => navigate(ROUTES.lawyerDashboard)}>
          {text(COMMON_MESSAGES.backToDashboard)}
        </Button>
        {application && (
          <Button onClick={() => navigate(ROUTES.landDetails(userId))}>
            {text(DASHBOARD_MESSAGES.reviewLandDetails)}
          </Button>
        )}
      </Buttons>
      {body}
    </StaffScreen>
  );
}
