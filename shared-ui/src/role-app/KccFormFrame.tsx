import type { ReactNode } from 'react';
import styled from 'styled-components';
import { translate, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { KCC_FORM_PAGE_MESSAGES } from '@kisan-credit/shared-api/contract/messages/kccFormPage';
import { Spinner } from '../components/Spinner';
import { currentLanguage } from '../i18n/language';

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

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl} 0;
  color: ${({ theme }) => theme.colors.brand};
`;

const t = (message: Message) => translate(message, currentLanguage());

/**
 * The farmer's /kcc-form page around its content. The farmer app draws it, and so do the shell and the
 * page's prerendered HTML until that app has loaded: the title paints from the server's first answer, at
 * the place where the farmer app later draws the same title.
 */
export function KccFormFrame({ children }: { children: ReactNode }) {
  return (
    <Page>
      <Title>{t(KCC_FORM_PAGE_MESSAGES.title)}</Title>
      <Subtitle>{t(KCC_FORM_PAGE_MESSAGES.subtitle)}</Subtitle>
      {children}
    </Page>
  );
}

/** The frame's content while the farmer's application, or the farmer app itself, is loading. */
export function KccFormLoading() {
  return (
    <Loading>
      <Spinner size="2.5rem" label={t(KCC_FORM_PAGE_MESSAGES.loadingApplication)} />
    </Loading>
  );
}
