import { currentRoleApps, inContractRange, readLiveManifest, type LiveManifest } from './roleAppManifest';

function manifest(value: unknown): LiveManifest {
  const read = readLiveManifest(value);
  if ('problem' in read) throw new Error(read.problem);
  return read.manifest;
}

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
    const live = manifest({ apps: { farmer: { current, previous: null } } });
    expect(currentRoleApps(live)).toEqual({ farmer: current });

    const older = manifest({ banker: '/remotes/banker/remoteEntry.js' });
    expect(currentRoleApps(older)).toEqual({
      banker: {
        entry: '/remotes/banker/remoteEntry.js',
        roles: ['banker', 'admin'],
        paths: ['/banker-dashboard', '/bank-details/', '/application-preview/', '/staff-admin'],
      },
    });
  });

  const release = { entry: '/remotes/farmer/remoteEntry.js', roles: ['user'], paths: ['/kcc-form'] };
  it.each([
    ['not an object', [], 'the manifest must be a JSON object'],
    ['an app name with capitals', { apps: { Farmer: { current: release } } }, '"Farmer" is not an app name'],
    [
      'an app without a current release',
      { apps: { farmer: { previous: release } } },
      'farmer: a release must be an object',
    ],
    ['a release without an entry', { apps: { farmer: { current: { ...release, entry: '' } } } }, 'farmer: entry must'],
    ['no roles', { apps: { farmer: { current: { ...release, roles: [] } } } }, 'farmer: roles must list'],
    ['a path not from the root', { apps: { farmer: { current: { ...release, paths: ['kcc-form'] } } } }, 'paths must'],
    ['a numeric version', { apps: { farmer: { current: { ...release, version: 1 } } } }, 'farmer: version must'],
    ['a bad previous release', { apps: { farmer: { current: release, previous: { entry: 'x' } } } }, 'farmer: roles'],
    ['an older form with a number', { farmer: 42 }, 'each app name must map to its remoteEntry.js URL'],
  ])('refuses %s, saying what is wrong', (_case, value, problem) => {
    const read = readLiveManifest(value);
    expect('problem' in read && read.problem).toContain(problem);
  });

  it('reads a release with its optional fields and a previous one', () => {
    const current = { ...release, version: '0.2.0', integrity: 'sha384-abc', shellContract: '^1.0' };
    expect(manifest({ apps: { farmer: { current, previous: release } } })).toEqual({
      apps: { farmer: { current, previous: release } },
    });
  });
});
