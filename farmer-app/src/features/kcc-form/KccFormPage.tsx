import styled from 'styled-components';
import { translate } from 'shared-api/contract/messages/catalogue';
import { APPLICATION_MESSAGES } from 'shared-api/contract/messages/application';

const Page = styled.section`
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.brand};
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** /kcc-form: the application wizard (its steps arrive with the wizard issue). */
export function KccFormPage() {
  return (
    <Page>
      <Title>{translate(APPLICATION_MESSAGES.title, 'en')}</Title>
      <Subtitle>{translate(APPLICATION_MESSAGES.subtitle, 'en')}</Subtitle>
    </Page>
  );
}
