import { parseRoleAppReleases } from './remoteLocations';

const BASE = 'https://kcc.example.in/remotes.json';

describe('the live manifest (/remotes.json)', () => {
  it("gives each app its current release, entries resolved against the manifest's own address", () => {
    const releases = parseRoleAppReleases(
      {
        apps: {
          farmer: {
            current: {
              version: '0.2.0-b',
              entry: '/releases/farmer/0.2.0-b/remoteEntry.js',
              roles: ['user'],
              paths: ['/kcc-form'],
              shellContract: '^1.0',
            },
            previous: {
              version: '0.1.0-a',
              entry: '/releases/farmer/0.1.0-a/remoteEntry.js',
              roles: ['user'],
              paths: ['/kcc-form'],
            },
          },
          reports: {
            current: {
              entry: 'https://reports.cdn.example/remoteEntry.js',
              roles: ['banker'],
              paths: ['/banker-reports'],
            },
            previous: null,
          },
        },
      },
      BASE,
    );
    expect(releases).toEqual([
      {
        name: 'farmer',
        entry: 'https://kcc.example.in/releases/farmer/0.2.0-b/remoteEntry.js',
        roles: ['user'],
        paths: ['/kcc-form'],
        version: '0.2.0-b',
        shellContract: '^1.0',
      },
      {
        name: 'reports',
        entry: 'https://reports.cdn.example/remoteEntry.js',
        roles: ['banker'],
        paths: ['/banker-reports'],
        version: undefined,
        shellContract: undefined,
      },
    ]);
  });

  it("reads the older map of names to entries: the contract's apps on their own roles and paths", () => {
    const releases = parseRoleAppReleases(
      {
        farmer: 'https://farmer.cdn.example/v42/remoteEntry.js',
        lawyer: '/remotes/lawyer/remoteEntry.js',
        banker: '/remotes/banker/remoteEntry.js',
      },
      BASE,
    );
    expect(releases.map(({ name, entry, roles }) => ({ name, entry, roles }))).toEqual([
      { name: 'farmer', entry: 'https://farmer.cdn.example/v42/remoteEntry.js', roles: ['user'] },
      { name: 'lawyer', entry: 'https://kcc.example.in/remotes/lawyer/remoteEntry.js', roles: ['lawyer'] },
      { name: 'banker', entry: 'https://kcc.example.in/remotes/banker/remoteEntry.js', roles: ['banker', 'admin'] },
    ]);
    expect(releases[1]!.paths).toContain('/land-details/');
  });

  it.each([
    ['not an object', 'farmer'],
    ['an app without paths', { apps: { farmer: { current: { entry: '/f.js', roles: ['user'], paths: [] } } } }],
    [
      'a path that is not one',
      { apps: { farmer: { current: { entry: '/f.js', roles: ['user'], paths: ['kcc-form'] } } } },
    ],
    ['an empty location', { farmer: '/f.js', lawyer: '', banker: '/b.js' }],
  ])('rejects %s', (_case, body) => {
    expect(() => parseRoleAppReleases(body, BASE)).toThrow(/remotes\.json is not a live manifest/);
  });
});
