import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRemotesManifestReader, remoteOrigins } from './remotesManifest';
import { DEFAULT_REMOTES_MANIFEST } from './webLayout';

describe('remoteOrigins', () => {
  it('lists the other origins remotes load from, once each', () => {
    expect(
      remoteOrigins({
        farmer: '/remotes/farmer/remoteEntry.js',
        lawyer: 'https://cdn.example.com/lawyer/remoteEntry.js',
        banker: 'banker@https://cdn.example.com:8443/banker/remoteEntry.js',
        other: 'https://cdn.example.com/other/remoteEntry.js',
      }),
    ).toEqual(['https://cdn.example.com', 'https://cdn.example.com:8443']);
  });

  it('ignores entries that are not web addresses', () => {
    expect(remoteOrigins({ a: 'javascript:alert(1)', b: 'remoteEntry.js' })).toEqual([]);
  });
});

describe('createRemotesManifestReader', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kcc-manifest-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('falls back to this server’s own remotes when the file is absent', () => {
    expect(createRemotesManifestReader(path.join(dir, 'remotes.json'))()).toEqual(DEFAULT_REMOTES_MANIFEST);
  });

  it('names the file and the forms it may take when it is neither', () => {
    const file = path.join(dir, 'remotes.json');
    fs.writeFileSync(file, '["farmer"]');
    expect(createRemotesManifestReader(file)).toThrow(`${file} must be a live manifest`);
  });

  it('reads a live manifest again once promote has rewritten it', () => {
    const file = path.join(dir, 'remotes.json');
    const read = createRemotesManifestReader(file);
    fs.writeFileSync(file, JSON.stringify({ farmer: '/remotes/farmer/1/remoteEntry.js' }));
    expect(read()).toEqual({ farmer: '/remotes/farmer/1/remoteEntry.js' });
    fs.writeFileSync(file, JSON.stringify({ farmer: '/remotes/farmer/2/remoteEntry.js' }));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(read()).toEqual({ farmer: '/remotes/farmer/2/remoteEntry.js' });
  });
});
