import { parseRemoteLocations } from './remoteLocations';

const BASE = 'https://kcc.example.in/remotes.json';

describe('remotes.json', () => {
  it('resolves the default same-origin locations against remotes.json\'s own address', () => {
    expect(
      parseRemoteLocations(
        {
          farmer: '/remotes/farmer/remoteEntry.js',
          lawyer: '/remotes/lawyer/remoteEntry.js',
          banker: '/remotes/banker/remoteEntry.js',
        },
        BASE,
      ),
    ).toEqual({
      farmer: 'https://kcc.example.in/remotes/farmer/remoteEntry.js',
      lawyer: 'https://kcc.example.in/remotes/lawyer/remoteEntry.js',
      banker: 'https://kcc.example.in/remotes/banker/remoteEntry.js',
    });
  });

  it('keeps a remote deployed on another host', () => {
    const locations = parseRemoteLocations(
      {
        farmer: 'https://farmer.cdn.example/v42/remoteEntry.js',
        lawyer: '/remotes/lawyer/remoteEntry.js',
        banker: '/remotes/banker/remoteEntry.js',
      },
      BASE,
    );
    expect(locations.farmer).toBe('https://farmer.cdn.example/v42/remoteEntry.js');
  });

  it.each([
    ['not an object', 'farmer'],
    ['a missing remote', { farmer: '/f.js', lawyer: '/l.js' }],
    ['an empty location', { farmer: '/f.js', lawyer: '', banker: '/b.js' }],
  ])('rejects %s', (_case, body) => {
    expect(() => parseRemoteLocations(body, BASE)).toThrow(/remotes\.json/);
  });
});
