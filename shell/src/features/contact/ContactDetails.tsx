import { useId } from 'react';
import styled from 'styled-components';
import { CONTACT_MESSAGES } from '@kisan-credit/shared-api/contract/messages/contact';
import { ORGANISATION } from '../../config/organisation';
import { mailtoHref, telephoneHref } from '../../lib/contactLinks';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { ContactCard } from './ContactCard';

const Heading = styled.h3`
  margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.xs}`};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  line-height: 2;
`;

const ContactLink = styled.a`
  color: ${({ theme }) => theme.colors.brand};
`;

const Helpline = styled(ContactLink)`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The phone list, the email line and the 24/7 helpline (docs/requirements.md#r2-contact); placeholders from the organisation config. */
export function ContactDetails() {
  const phonesHeadingId = useId();
  return (
    <ContactCard title={text(CONTACT_MESSAGES.detailsTitle)}>
      <Heading id={phonesHeadingId}>{text(CONTACT_MESSAGES.phoneTitle)}</Heading>
      <Lines aria-labelledby={phonesHeadingId}>
        {ORGANISATION.phones.map((phone) => (
          <li key={phone}>
            <ContactLink href={telephoneHref(phone)}>{phone}</ContactLink>
          </li>
        ))}
      </Lines>
      <Heading>{text(CONTACT_MESSAGES.emailTitle)}</Heading>
      <ContactLink href={mailtoHref(ORGANISATION.email)}>{ORGANISATION.email}</ContactLink>
      <Heading>{text(CONTACT_MESSAGES.helplineTitle)}</Heading>
      <Helpline href={telephoneHref(ORGANISATION.helplinePhone)}>{ORGANISATION.helplinePhone}</Helpline>
      <Note>{text(CONTACT_MESSAGES.helplineText)}</Note>
    </ContactCard>
  );
}
