import { text } from '../../lib/text';
import { PageSection, PageTitle } from './PageSection';
import { PAGE_TEXTS } from './pageTexts';

/** The inquiry form, phone list and helpline arrive with the Contact issue. */
export function ContactPage() {
  return (
    <PageSection>
      <PageTitle>{text(PAGE_TEXTS.contactTitle)}</PageTitle>
    </PageSection>
  );
}
