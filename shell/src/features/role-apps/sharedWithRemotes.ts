// Loaded only with the role apps (startRoleApps): a visitor of the public pages downloads neither the
// federation runtime nor anything listed here that the shell does not use itself.
import type { init } from '@module-federation/enhanced/runtime';
import * as reduxToolkit from '@reduxjs/toolkit';
import * as reduxToolkitQuery from '@reduxjs/toolkit/query';
import * as reduxToolkitQueryReact from '@reduxjs/toolkit/query/react';
import * as i18next from 'i18next';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactRedux from 'react-redux';
import * as reselect from 'reselect';
import * as singleSpaReact from 'single-spa-react';
import * as styledComponents from 'styled-components';
import * as api from 'shared-api/client/api';
import * as apiEnvironment from 'shared-api/client/apiEnvironment';
import * as backgroundSync from 'shared-api/client/backgroundSync';
import * as baseQuery from 'shared-api/client/baseQuery';
import * as connectApi from 'shared-api/client/connectApi';
import * as dashboardQueue from 'shared-api/client/dashboardQueue';
import * as devSession from 'shared-api/client/devSession';
import * as errors from 'shared-api/client/errors';
import * as hooks from 'shared-api/client/hooks';
import * as lazyApi from 'shared-api/client/lazyApi';
import * as logout from 'shared-api/client/logout';
import * as pageLanguage from 'shared-api/client/pageLanguage';
import * as roleApp from 'shared-api/client/roleApp';
import * as session from 'shared-api/client/session';
import * as sessionStore from 'shared-api/client/sessionStore';
import * as store from 'shared-api/client/store';
import * as useDashboardPage from 'shared-api/client/useDashboardPage';

/** Each shared request's package version at build time (tools/webpack: DefinePlugin), for the remotes' checks. */
declare const SHARED_PACKAGE_VERSIONS: Record<string, string>;

/**
 * The modules the remotes share with the shell, as the shell's own instances: one React, one Redux store
 * and RTK Query api, one styled-components sheet and one i18next on the page. Keys are the remotes'
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
  i18next,
  'shared-api/client/api': api,
  'shared-api/client/apiEnvironment': apiEnvironment,
  'shared-api/client/backgroundSync': backgroundSync,
  'shared-api/client/baseQuery': baseQuery,
  'shared-api/client/connectApi': connectApi,
  'shared-api/client/dashboardQueue': dashboardQueue,
  'shared-api/client/devSession': devSession,
  'shared-api/client/errors': errors,
  'shared-api/client/hooks': hooks,
  'shared-api/client/lazyApi': lazyApi,
  'shared-api/client/logout': logout,
  'shared-api/client/pageLanguage': pageLanguage,
  'shared-api/client/roleApp': roleApp,
  'shared-api/client/session': session,
  'shared-api/client/sessionStore': sessionStore,
  'shared-api/client/store': store,
  'shared-api/client/useDashboardPage': useDashboardPage,
};

type SharedOption = Parameters<typeof init>[0]['shared'];

/** The `shared` option of the shell's federation instance. */
export function sharedWithRemotes(versions: Record<string, string> = SHARED_PACKAGE_VERSIONS): SharedOption {
  return Object.fromEntries(
    Object.entries(SHELL_MODULES_FOR_REMOTES).map(([request, module]) => {
      const workspace = request.startsWith('shared-api/');
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
