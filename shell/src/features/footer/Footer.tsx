import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { focusRingOnDark } from '@kisan-credit/shared-ui/focusRing';
import { media } from '@kisan-credit/shared-ui/theme';
import { ORGANISATION } from '../../config/organisation';
import { mailtoHref, telephoneHref } from '../../lib/contactLinks';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { FOOTER_TEXTS } from './footerTexts';

const Foot = styled.footer`
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.onBrand};
  ${focusRingOnDark}
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  ${media.up('md')} {
    grid-template-columns: 2fr 1fr 1.5fr 1fr;
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  line-height: 2;
`;

const FootLink = styled(Link)`
  color: inherit;
`;

const Address = styled.address`
  font-style: normal;
`;

const External = styled.a`
  color: inherit;
`;

const Copyright = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** On every page (docs/requirements.md#r2-navigation): quick links, contact details, a social link and the copyright line. */
export function Footer() {
  return (
    <Foot>
      <Columns>
        <div>
          <Heading>{text(FOOTER_TEXTS.brand)}</Heading>
          <p>{text(FOOTER_TEXTS.about)}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <Heading id="footer-quick-links">{text(FOOTER_TEXTS.quickLinks)}</Heading>
          <List>
            <li>
              <FootLink to="/about">{text(FOOTER_TEXTS.aboutUs)}</FootLink>
            </li>
            <li>
              <FootLink to="/contact">{text(FOOTER_TEXTS.contact)}</FootLink>
            </li>
            <li>
              <FootLink to="/login">{text(FOOTER_TEXTS.farmerLogin)}</FootLink>
            </li>
          </List>
        </nav>
        <div>
          <Heading>{text(FOOTER_TEXTS.contactDetails)}</Heading>
          <Address>
            <List>
              <li>
                <External href={telephoneHref(ORGANISATION.helplinePhone)}>{ORGANISATION.helplinePhone}</External>
              </li>
              <li>
                <External href={mailtoHref(ORGANISATION.email)}>{ORGANISATION.email}</External>
              </li>
              <li>{ORGANISATION.address}</li>
            </List>
          </Address>
        </div>
        <div>
          <Heading>{text(FOOTER_TEXTS.followUs)}</Heading>
          <External href={ORGANISATION.social.url} rel="noopener noreferrer" target="_blank">
            {ORGANISATION.social.label}
          </External>
        </div>
      </Columns>
      <Copyright>
        © {new Date().getFullYear()} {text(FOOTER_TEXTS.brand)}. {text(FOOTER_TEXTS.rightsReserved)}
      </Copyright>
    </Foot>
  );
}
