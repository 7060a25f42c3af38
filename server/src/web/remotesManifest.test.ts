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

  it('names the file when it is not a map of names to URLs', () => {
    const file = path.join(dir, 'remotes.json');
    fs.writeFileSync(file, '["farmer"]');
    expect(createRemotesManifestReader(file)).toThrow(`${file} must be a JSON object`);
  });
});
