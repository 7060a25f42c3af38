import { farmerAppFileStrategy, farmerAppFolder, isShellTextsFile, offlinePageFor } from './offlineRoutes';

const ORIGIN = 'https://kcc.example';
const MANIFEST_URL = `${ORIGIN}/remotes.json`;

describe('what the service worker keeps', () => {
  it('has an offline copy of the farmer’s form and the public pages, and of no staff page', () => {
    expect(offlinePageFor(new URL(`${ORIGIN}/kcc-form`))).toBe('/prerendered/kcc-form.html');
    expect(offlinePageFor(new URL(`${ORIGIN}/`))).toBe('/prerendered/home.html');
    expect(offlinePageFor(new URL(`${ORIGIN}/login?next=1`))).toBe('/prerendered/login.html');
    for (const staffPage of ['/banker-dashboard', '/lawyer-dashboard', '/staff-admin', '/bank-details/u-1']) {
      expect(offlinePageFor(new URL(`${ORIGIN}${staffPage}`))).toBeNull();
    }
  });

  it('finds the farmer’s app in the live manifest, wherever it is served from', () => {
    const oldMap = { farmer: '/remotes/farmer/remoteEntry.js', banker: '/remotes/banker/remoteEntry.js' };
    expect(farmerAppFolder(oldMap, MANIFEST_URL)).toBe(`${ORIGIN}/remotes/farmer/`);
    const release = {
      apps: {
        farmer: {
          current: {
            entry: 'https://cdn.example/farmer/1.4.0/remoteEntry.js',
            roles: ['user'],
            paths: ['/kcc-form'],
            version: '1.4.0',
          },
        },
      },
    };
    expect(farmerAppFolder(release, MANIFEST_URL)).toBe('https://cdn.example/farmer/1.4.0/');
    expect(farmerAppFolder({ banker: '/remotes/banker/remoteEntry.js' }, MANIFEST_URL)).toBeNull();
    expect(farmerAppFolder('not a manifest', MANIFEST_URL)).toBeNull();
  });

  it('keeps the farmer’s chunks cache-first and its entry network-first, and no staff app’s file', () => {
    const folder = `${ORIGIN}/remotes/farmer/`;
    expect(farmerAppFileStrategy(new URL(`${folder}812.3f9a2b1c.js`), folder)).toBe('cacheFirst');
    expect(farmerAppFileStrategy(new URL(`${folder}remoteEntry.js`), folder)).toBe('networkFirst');
    expect(farmerAppFileStrategy(new URL(`${ORIGIN}/remotes/banker/812.3f9a2b1c.js`), folder)).toBeNull();
    expect(farmerAppFileStrategy(new URL(`${ORIGIN}/remotes/lawyer/remoteEntry.js`), folder)).toBeNull();
    expect(farmerAppFileStrategy(new URL(`${ORIGIN}/api/application`), folder)).toBeNull();
    expect(farmerAppFileStrategy(new URL(`${folder}812.3f9a2b1c.js`), null)).toBeNull();
  });
});

describe('the shell’s texts', () => {
  it('are kept one language at a time: only the shell’s own content-hashed texts files', () => {
    const origin = 'https://kisan.example';
    expect(isShellTextsFile(new URL('/texts-hi.65691000.js', origin), origin)).toBe(true);
    expect(isShellTextsFile(new URL('/texts-hi.65691000.js', 'https://cdn.example'), origin)).toBe(false);
    expect(isShellTextsFile(new URL('/main.538f24d2.js', origin), origin)).toBe(false);
    expect(isShellTextsFile(new URL('/texts-hi.js', origin), origin)).toBe(false);
  });
});
