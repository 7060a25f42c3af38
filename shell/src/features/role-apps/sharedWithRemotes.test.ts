import fs from 'node:fs';
import path from 'node:path';
import * as react from 'react';
import * as api from '@kisan-credit/shared-api/client/api';
import * as store from '@kisan-credit/shared-api/client/store';
import {
  SINGLETON_PACKAGES,
  WORKSPACE_PREFIXES,
  WORKSPACE_SINGLETONS,
} from '../../../../tools/webpack/sharedModules.cjs';
import { REMOTES_OWN_CLIENT_MODULES, sharedWithRemotes, SHELL_MODULES_FOR_REMOTES } from './sharedWithRemotes';

/** Every module of shared-api/src/client a remote may import, as the remotes request it. */
function sharedApiClientModules(): string[] {
  const folder = path.join(__dirname, '../../../../shared-api/src/client');
  return fs
    .readdirSync(folder)
    .filter((file) => /^\w+\.ts$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => `${WORKSPACE_PREFIXES[0]}${file.replace(/\.ts$/, '')}`);
}

describe('the modules the shell shares with the remotes', () => {
  it('are exactly the remotes’ shared singletons and every shared-api client module but the stateless staff ones', () => {
    expect(Object.keys(SHELL_MODULES_FOR_REMOTES).sort()).toEqual(
      [
        ...SINGLETON_PACKAGES,
        ...WORKSPACE_SINGLETONS,
        ...sharedApiClientModules().filter((module) => !REMOTES_OWN_CLIENT_MODULES.includes(module)),
      ].sort(),
    );
  });

  it('are the shell’s own instances, offered as loaded singletons with their installed versions', () => {
    const shared = sharedWithRemotes({ react: '19.3.1' })!;
    const offered = (request: string) => shared[request] as { lib: () => Record<string, unknown>; version: string };
    expect(offered('react').lib().useState).toBe(react.useState);
    expect(offered('react').version).toBe('19.3.1');
    expect(offered('@kisan-credit/shared-api/client/api').lib().api).toBe(api.api);
    expect(offered('@kisan-credit/shared-api/client/store').lib().createAppStore).toBe(store.createAppStore);
    expect(Object.values(shared).every((entry) => (entry as { loaded: boolean }).loaded)).toBe(true);
  });
});
