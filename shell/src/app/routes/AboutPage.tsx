import { text } from '../../lib/text';
import { PageSection, PageTitle } from './PageSection';
import { PAGE_TEXTS } from './pageTexts';

/** Vision, approach, values and impact arrive with the About issue. */
export function AboutPage() {
  return (
    <PageSection>
      <PageTitle>{text(PAGE_TEXTS.aboutTitle)}</PageTitle>
    </PageSection>
  );
}
