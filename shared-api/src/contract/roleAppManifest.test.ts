import { currentRoleApps, inContractRange, liveManifestSchema } from './roleAppManifest';

describe('the shell contract range a role app release declares', () => {
  it.each([
    ['1.4.0', '^1.2', true],
    ['1.2.0', '^1.2', true],
    ['1.2.5', '^1.2.3', true],
    ['1.1.9', '^1.2', false], // the release needs an addition this shell lacks (a remote of N+1)
    ['2.0.0', '^1.2', false], // the shell has broken what the release relies on (a remote of N-1)
    ['0.9.0', '^1.0', false],
    ['0.3.2', '^0.3', true],
    ['0.4.0', '^0.3', false], // below 1.0 a minor is a break
    ['1.2.0', '1.2.0', true],
    ['1.2.1', '1.2.0', false],
    ['1.2.0', '>=1.0', false], // not a range this understands: matches nothing rather than everything
    ['1.2.0', '', false],
  ])('shell %s in %s: %s', (version, range, expected) => {
    expect(inContractRange(version, range)).toBe(expected);
  });
});

describe('the live manifest', () => {
  it('gives each app its current release, and reads the older map of names to entries', () => {
    const current = {
      version: '0.1.0-b',
      entry: '/releases/farmer/0.1.0-b/remoteEntry.js',
      roles: ['user'],
      paths: ['/kcc-form'],
    };
    const live = liveManifestSchema.parse({ apps: { farmer: { current, previous: null } } });
    expect(currentRoleApps(live)).toEqual({ farmer: current });

    const older = liveManifestSchema.parse({ banker: '/remotes/banker/remoteEntry.js' });
    expect(currentRoleApps(older)).toEqual({
      banker: {
        entry: '/remotes/banker/remoteEntry.js',
        roles: ['banker', 'admin'],
        paths: ['/banker-dashboard', '/bank-details/', '/application-preview/', '/staff-admin'],
      },
    });
  });
});
