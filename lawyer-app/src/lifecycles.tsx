import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RoleAppCustomProps } from 'shared-api/client/roleApp';
import { ROLE_APP_MESSAGES } from 'shared-api/client/roleApp';
import { translate } from 'shared-api/contract/messages/catalogue';
import { NoticeBar } from 'shared-ui/components/NoticeBar';
import { ThemeRoot } from 'shared-ui/components/ThemeRoot';
import { LawyerApp } from './app/LawyerApp';

/**
 * What the shell loads as 'lawyer/lifecycles': single-spa mounts the lawyer app into the element the shell
 * gives (customProps.domElementGetter), with the shell's store. A crash stays inside this app.
 */
export const { bootstrap, mount, unmount } = singleSpaReact<RoleAppCustomProps>({
  React,
  ReactDOMClient,
  rootComponent: LawyerApp,
  errorBoundary: () => (
    <ThemeRoot>
      <NoticeBar kind="error" message={translate(ROLE_APP_MESSAGES.crashed, 'en')} />
    </ThemeRoot>
  ),
});
