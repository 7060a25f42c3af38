import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import {
  addErrorHandler,
  getAppStatus,
  getMountedApps,
  LOAD_ERROR,
  registerApplication,
  start,
  triggerAppChange,
  type LifeCycles,
} from 'single-spa';
import type { RoleAppCustomProps } from '@kisan-credit/shared-api/client/roleApp';
import { connectApi } from '@kisan-credit/shared-api/client/connectApi';
import type { AppStore } from '@kisan-credit/shared-api/client/sessionStore';
import { inContractRange, SHELL_CONTRACT_VERSION } from '@kisan-credit/shared-api/contract/roleAppManifest';
import { reportBrowserError } from '../error-reports';
import { nextTask } from '../../lib/nextTask';
import { entryIntegrityPlugin, expectEntryIntegrity } from './entryIntegrity';
import { fetchRoleAppReleases, type RoleAppRelease } from './remoteLocations';
import { reportMountedRoleApps, reportRoleAppFailure, setRoleAppRetry } from './roleAppStatus';
import { learnRoleApps, mayOpenRolePath, roleAppForPath } from './roleApps';
import { roleAppContainer, roleAppOutletDrawn } from './RoleAppOutlet';
import { sharedWithRemotes } from './sharedWithRemotes';

export interface StartRoleAppsOptions {
  /** Defaults to <origin>/remotes.json. */
  remotesUrl?: string;
  /** The live manifest already asked for; a failure is asked again. */
  releases?: Promise<RoleAppRelease[]>;
}

/** The live release is built for another shell: loading it would break the page, so it is not loaded. */
export class IncompatibleRoleAppError extends Error {
  override name = 'IncompatibleRoleAppError';
}

/**
 * The single-spa root config. The role apps are those the live manifest (/remotes.json) names, each
 * registered with an activity function on its paths AND the signed-in role, so a farmer's browser never
 * downloads banker code; a release built for another version of the shell contract is refused.
 */
export async function startRoleApps(
  store: AppStore,
  { remotesUrl, releases }: StartRoleAppsOptions = {},
): Promise<void> {
  // The role apps read and write through RTK Query's hooks on this store.
  connectApi(store);
  // Each step in a task of its own: together they were one of a slow phone's longest tasks on a role page.
  await nextTask();
  // The federation runtime starts here, with the shell's React, store and api as the remotes' shared ones,
  // and is handed to the remotes, which are built to use it rather than bring their own.
  init({
    name: 'shell',
    remotes: [],
    shared: sharedWithRemotes(),
    shareStrategy: 'loaded-first',
    plugins: [injectExternalRuntimeCore(), entryIntegrityPlugin()],
  });
  await nextTask();
  const apps = await readManifestUntilRead(releases ?? fetchRoleAppReleases(remotesUrl), remotesUrl);
  learnRoleApps(apps);
  expectEntryIntegrity(apps);
  registerRemotes(apps.map(({ name, entry }) => ({ name, entry })));

  const loadLifecycles = async (app: RoleAppRelease): Promise<LifeCycles<RoleAppCustomProps>> => {
    if (app.shellContract !== undefined && !inContractRange(SHELL_CONTRACT_VERSION, app.shellContract)) {
      throw new IncompatibleRoleAppError(
        `Role app "${app.name}" ${app.version ?? ''} works with shell contract ${app.shellContract}; this shell has ${SHELL_CONTRACT_VERSION}`,
      );
    }
    const lifecycles = await loadRemote<LifeCycles<RoleAppCustomProps>>(`${app.name}/lifecycles`);
    if (!lifecycles) throw new Error(`Remote "${app.name}" exposes no ./lifecycles`);
    return lifecycles;
  };

  for (const app of apps) {
    registerApplication<RoleAppCustomProps>({
      name: app.name,
      app: () => loadLifecycles(app),
      activeWhen: ({ pathname }) =>
        roleAppForPath(pathname)?.name === app.name && mayOpenRolePath(pathname, store.getState().session),
      customProps: () => ({ store, domElementGetter: () => roleAppContainer(app.name) }),
    });
  }

  const failedAt = new Map<string, number>();
  addErrorHandler((error) => {
    const name = error.appOrParcelName;
    failedAt.set(name, Date.now());
    const app = apps.find((candidate) => candidate.name === name);
    // single-spa hands on the app's own error object, its message prefixed with the app's name and status.
    const incompatible = error instanceof IncompatibleRoleAppError;
    console.error(error);
    reportRoleAppFailure(name, incompatible ? 'incompatible' : 'failed');
    reportBrowserError({
      app: name,
      kind: incompatible ? 'roleAppIncompatible' : 'roleAppLoadFailed',
      message: error.message,
      release: app?.version,
    });
  });
  setRoleAppRetry((name) => {
    // The federation runtime forgets the failed entry; single-spa loads an app in LOAD_ERROR again at the
    // next route change (a broken app's mount is not retried: only a reload helps there).
    const app = apps.find((candidate) => candidate.name === name);
    if (app) registerRemotes([{ name: app.name, entry: app.entry }], { force: true });
    if (getAppStatus(name) !== LOAD_ERROR) return globalThis.location.reload();
    // single-spa will not load an app again within 200 ms of its failure: a quick Retry would do nothing.
    const wait = Math.max(0, (failedAt.get(name) ?? 0) + SINGLE_SPA_RELOAD_GAP_MS - Date.now());
    setTimeout(() => void triggerAppChange(), wait);
  });
  // single-spa announces the end of every route change, after apps have mounted, unmounted or failed.
  globalThis.addEventListener('single-spa:routing-event', () => reportMountedRoleApps(getMountedApps()));

  // Sign-in and sign-out change which app may be active without changing the URL.
  let previous = store.getState().session;
  store.subscribe(() => {
    const { session } = store.getState();
    if (session.authToken !== previous.authToken || session.userRole !== previous.userRole) {
      previous = session;
      void triggerAppChange();
    }
  });

  // Until then single-spa downloads the active app but mounts nothing.
  void roleAppOutletDrawn.then(() => start({ urlRerouteOnly: true }));
}

const SINGLE_SPA_RELOAD_GAP_MS = 200;

/** The manifest, asked for again every few seconds while it cannot be read (the page shows a failure meanwhile). */
async function readManifestUntilRead(
  first: Promise<RoleAppRelease[]>,
  remotesUrl: string | undefined,
): Promise<RoleAppRelease[]> {
  let attempt = first;
  for (let tries = 1; ; tries++) {
    try {
      return await attempt;
    } catch (error) {
      console.error(error);
      reportRoleAppFailure('*');
      await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 1_000 * 2 ** tries)));
      attempt = fetchRoleAppReleases(remotesUrl);
    }
  }
}
