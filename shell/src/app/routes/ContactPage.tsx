import styled from 'styled-components';
import { media } from '@kisan-credit/shared-ui/theme';
import { CONTACT_MESSAGES } from '@kisan-credit/shared-api/contract/messages/contact';
import { ContactDetails } from '../../features/contact/ContactDetails';
import { ContactForm } from '../../features/contact/ContactForm';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { PageSection, PageTitle } from './PageSection';
import { PAGE_TEXTS } from './pageTexts';

const Intro = styled.p`
  max-width: 40rem;
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${media.up('lg')} {
    grid-template-columns: 3fr 2fr;
  }
`;

/** docs/requirements.md#r2-contact: the inquiry form beside the phone list, email line and 24/7 helpline. */
export function ContactPage() {
  return (
    <PageSection>
      <PageTitle>{text(PAGE_TEXTS.contactTitle)}</PageTitle>
      <Intro>{text(CONTACT_MESSAGES.intro)}</Intro>
      <Columns>
        <ContactForm />
        <ContactDetails />
      </Columns>
    </PageSection>
  );
}
