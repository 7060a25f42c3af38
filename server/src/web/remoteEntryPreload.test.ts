import { remoteEntryPreload } from './remoteEntryPreload';

const MANIFEST = {
  farmer: '/remotes/farmer/remoteEntry.js',
  lawyer: 'https://lawyer.cdn.example/remoteEntry.js',
  banker: '/remotes/banker/remoteEntry.js',
};

describe('remoteEntryPreload', () => {
  it('preloads the farmer app on the farmer’s page when this server serves it', () => {
    expect(remoteEntryPreload('/kcc-form', MANIFEST)).toBe(
      '<link rel="preload" as="script" href="/remotes/farmer/remoteEntry.js">',
    );
  });

  it('preloads nothing for a public page, a staff page, a remote elsewhere, or an entry that is not a plain path', () => {
    expect(remoteEntryPreload('/', MANIFEST)).toBeNull();
    expect(remoteEntryPreload('/about', MANIFEST)).toBeNull();
    expect(remoteEntryPreload('/bank-details/u-7', MANIFEST)).toBeNull();
    expect(
      remoteEntryPreload('/lawyer-dashboard', { ...MANIFEST, lawyer: '/remotes/lawyer/remoteEntry.js' }),
    ).toBeNull();
    expect(
      remoteEntryPreload('/kcc-form', { ...MANIFEST, farmer: 'https://farmer.cdn.example/remoteEntry.js' }),
    ).toBeNull();
    expect(remoteEntryPreload('/kcc-form', { ...MANIFEST, farmer: '//evil.example/x.js' })).toBeNull();
    expect(remoteEntryPreload('/kcc-form', { ...MANIFEST, farmer: '/x.js"><script>' })).toBeNull();
  });
});
