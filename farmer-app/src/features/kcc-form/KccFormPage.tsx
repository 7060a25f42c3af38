import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { errorMessageOf } from 'shared-api/client/errors';
import { useAppSelector } from 'shared-api/client/hooks';
import { selectUserPhone } from 'shared-api/client/session';
import { applicationForForm } from 'shared-api/contract/application/formLoad';
import { APPLICATION_MESSAGES, withDetail } from 'shared-api/contract/messages/application';
import { applicationLockedMessage } from 'shared-api/contract/messages/applicationApi';
import { isEditableByFarmer, statusLabel } from 'shared-api/contract/status';
import { Spinner } from 'shared-ui/components/Spinner';
import { text } from '../../lib/text';
import { scrollToTop } from '../../lib/scrollToTop';
import { useFarmerGetApplicationQuery } from './api/farmerApplicationApi';
import { SuccessScreen } from './success/SuccessScreen';
import { StatusTimeline } from './timeline/StatusTimeline';
import { KccWizard } from './wizard/KccWizard';
import type { Notice } from './wizard/WizardNotice';

const Page = styled.section`
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.brand};
`;

const Subtitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.muted};
`;

const Placeholder = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl} 0;
  color: ${({ theme }) => theme.colors.brand};
`;

/**
 * /kcc-form: fetches the saved application (a 404 means none yet: spec §8), merges it over the defaults
 * (spec §4 "On load"), and shows the wizard in create or update mode, then the success screen.
 */
export function KccFormPage() {
  const phone = useAppSelector(selectUserPhone) ?? '';
  const application = useFarmerGetApplicationQuery(undefined, { refetchOnMountOrArgChange: true });
  const [submitted, setSubmitted] = useState<'create' | 'update' | undefined>();
  // Bumped to start the wizard again from a freshly fetched application.
  const [generation, setGeneration] = useState(0);

  useEffect(() => scrollToTop(), []);

  const loaded = useMemo(() => applicationForForm(application.data ?? undefined), [application.data]);
  const status = application.data?.status;
  let loadNotice: Notice | undefined;
  if (application.error) {
    loadNotice = { kind: 'error', message: text(withDetail(APPLICATION_MESSAGES.errorFetchingApplication, errorMessageOf(application.error))) };
  } else if (status !== undefined && !isEditableByFarmer(status)) {
    // Past the first review group the server refuses the farmer's changes; say so before any typing.
    loadNotice = { kind: 'info', message: text(applicationLockedMessage(statusLabel(status))) };
  }

  let body;
  if (submitted) {
    body = <SuccessScreen updated={submitted === 'update'} />;
  } else if (application.isFetching) {
    body = (
      <Placeholder>
        <Spinner size="2.5rem" label={text(APPLICATION_MESSAGES.loadingApplication)} />
      </Placeholder>
    );
  } else {
    body = (
      <>
        {status !== undefined && status !== 'formFill' && <StatusTimeline status={status} />}
        <KccWizard
          key={generation}
          loaded={loaded}
          version={application.data?.version}
          phone={phone}
          initialNotice={loadNotice}
          onSubmitted={setSubmitted}
          onLoadLatest={() => {
            void application.refetch();
            setGeneration((current) => current + 1);
          }}
        />
      </>
    );
  }

  return (
    <Page>
      <Title>{text(APPLICATION_MESSAGES.title)}</Title>
      <Subtitle>{text(APPLICATION_MESSAGES.subtitle)}</Subtitle>
      {body}
    </Page>
  );
}
