// Loaded only with the role apps (startRoleApps): a visitor of the public pages downloads neither the
// federation runtime nor anything listed here that the shell does not use itself.
import type { init } from '@module-federation/enhanced/runtime';
import * as reduxToolkit from '@reduxjs/toolkit';
import * as reduxToolkitQuery from '@reduxjs/toolkit/query';
import * as reduxToolkitQueryReact from '@reduxjs/toolkit/query/react';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactRedux from 'react-redux';
import * as reselect from 'reselect';
import * as singleSpaReact from 'single-spa-react';
import * as styledComponents from 'styled-components';
import * as api from '@kisan-credit/shared-api/client/api';
import * as apiEnvironment from '@kisan-credit/shared-api/client/apiEnvironment';
import * as backgroundSync from '@kisan-credit/shared-api/client/backgroundSync';
import * as baseQuery from '@kisan-credit/shared-api/client/baseQuery';
import * as connectApi from '@kisan-credit/shared-api/client/connectApi';
import * as devSession from '@kisan-credit/shared-api/client/devSession';
import * as errors from '@kisan-credit/shared-api/client/errors';
import * as hooks from '@kisan-credit/shared-api/client/hooks';
import * as lazyApi from '@kisan-credit/shared-api/client/lazyApi';
import * as logout from '@kisan-credit/shared-api/client/logout';
import * as pageLanguage from '@kisan-credit/shared-api/client/pageLanguage';
import * as roleApp from '@kisan-credit/shared-api/client/roleApp';
import * as session from '@kisan-credit/shared-api/client/session';
import * as sessionStore from '@kisan-credit/shared-api/client/sessionStore';
import * as store from '@kisan-credit/shared-api/client/store';
import * as useLatestApplication from '@kisan-credit/shared-api/client/useLatestApplication';
import * as textStore from '@kisan-credit/shared-api/contract/messages/textStore';

/**
 * Shared-api client modules the shell does not offer: they hold no state, so a remote's own copy is as good,
 * and only staff apps use them. The dashboards' queue reads the address with the list's zod schema: offered
 * by the shell, it brought zod (25 kB gzip) to every farmer's page.
 */
export const REMOTES_OWN_CLIENT_MODULES = [
  '@kisan-credit/shared-api/client/dashboardQueue',
  '@kisan-credit/shared-api/client/useDashboardPage',
];

/** Each shared request's package version at build time (tools/webpack: DefinePlugin), for the remotes' checks. */
declare const SHARED_PACKAGE_VERSIONS: Record<string, string>;

/**
 * The modules the remotes share with the shell, as the shell's own instances: one React, one Redux store
 * and RTK Query api, one styled-components sheet and one text store on the page. Keys are the remotes'
 * shared requests (tools/webpack/sharedModules.cjs); a test keeps the two lists equal.
 */
export const SHELL_MODULES_FOR_REMOTES: Record<string, object> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  'react-redux': reactRedux,
  '@reduxjs/toolkit': reduxToolkit,
  '@reduxjs/toolkit/query': reduxToolkitQuery,
  '@reduxjs/toolkit/query/react': reduxToolkitQueryReact,
  'styled-components': styledComponents,
  'single-spa-react': singleSpaReact,
  reselect,
  '@kisan-credit/shared-api/client/api': api,
  '@kisan-credit/shared-api/client/apiEnvironment': apiEnvironment,
  '@kisan-credit/shared-api/client/backgroundSync': backgroundSync,
  '@kisan-credit/shared-api/client/baseQuery': baseQuery,
  '@kisan-credit/shared-api/client/connectApi': connectApi,
  '@kisan-credit/shared-api/client/devSession': devSession,
  '@kisan-credit/shared-api/client/errors': errors,
  '@kisan-credit/shared-api/client/hooks': hooks,
  '@kisan-credit/shared-api/client/lazyApi': lazyApi,
  '@kisan-credit/shared-api/client/logout': logout,
  '@kisan-credit/shared-api/client/pageLanguage': pageLanguage,
  '@kisan-credit/shared-api/client/roleApp': roleApp,
  '@kisan-credit/shared-api/client/session': session,
  '@kisan-credit/shared-api/client/sessionStore': sessionStore,
  '@kisan-credit/shared-api/client/store': store,
  '@kisan-credit/shared-api/client/useLatestApplication': useLatestApplication,
  '@kisan-credit/shared-api/contract/messages/textStore': textStore,
};

type SharedOption = Parameters<typeof init>[0]['shared'];

/** The `shared` option of the shell's federation instance. */
export function sharedWithRemotes(versions: Record<string, string> = SHARED_PACKAGE_VERSIONS): SharedOption {
  return Object.fromEntries(
    Object.entries(SHELL_MODULES_FOR_REMOTES).map(([request, module]) => {
      const workspace = request.startsWith('@kisan-credit/shared-api/');
      return [
        request,
        {
          // Workspace packages are built from the same commit as every app; their version says nothing.
          version: workspace ? '0.0.0' : versions[request],
          lib: () => module,
          // Already running in the shell: under 'loaded-first' the remotes take these, never a copy.
          loaded: true,
          shareConfig: { singleton: true, requiredVersion: false },
        },
      ];
    }),
  );
}
