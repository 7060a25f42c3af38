import type { ReactElement } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RoleAppCustomProps } from '@kisan-credit/shared-api/client/roleApp';
import { ROLE_APP_MESSAGES } from '@kisan-credit/shared-api/client/roleApp';
import type { AppStore } from '@kisan-credit/shared-api/client/store';
import { translate } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { NoticeBar } from '../components/NoticeBar';
import { ThemeRoot } from '../components/ThemeRoot';
import { currentLanguage, loadTexts } from '../i18n/language';

/**
 * The single-spa lifecycles a remote exposes as './lifecycles': single-spa mounts the app into the element
 * the shell gives (customProps.domElementGetter), with the shell's store, once the app's own texts in the
 * reader's language are here (a release may know texts the shell does not). A crash stays inside the app.
 */
export function createRoleAppLifecycles(rootComponent: (props: { store: AppStore }) => ReactElement) {
  const lifecycles = singleSpaReact<RoleAppCustomProps>({
    React,
    ReactDOMClient,
    rootComponent,
    errorBoundary: () => (
      <ThemeRoot>
        <NoticeBar kind="error" message={translate(ROLE_APP_MESSAGES.crashed, currentLanguage())} />
      </ThemeRoot>
    ),
  });
  return { ...lifecycles, bootstrap: [() => loadTexts(), lifecycles.bootstrap] };
}
