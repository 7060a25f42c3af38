import styled from 'styled-components';
import { SignInCard } from '../../features/auth/SignInCard';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { PageSection, PageTitle } from './PageSection';
import { PAGE_TEXTS } from './pageTexts';

const Explanation = styled.p`
  max-width: 36rem;
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

/**
 * /form: the spec lists it for logged-out visitors without saying what it shows. The application form
 * itself needs a signed-in farmer (/kcc-form), so /form is the way in: a short explanation and the same
 * sign-in card as the landing page, which then takes the farmer to /kcc-form.
 */
export function FormPage() {
  return (
    <PageSection>
      <PageTitle>{text(PAGE_TEXTS.formTitle)}</PageTitle>
      <Explanation>{text(PAGE_TEXTS.formExplanation)}</Explanation>
      <SignInCard />
    </PageSection>
  );
}
