import { cacheControlFor, IMMUTABLE, REVALIDATE } from './cachePolicy';

describe('cacheControlFor', () => {
  it.each([
    ['main.3f9a2b1c.js', IMMUTABLE],
    ['412.9f8e7d6c5b4a3f2e.js', IMMUTABLE],
    ['vendors-node_modules_react-dom_client_js.0a1b2c3d.js', IMMUTABLE],
    ['styles.0a1b2c3d4e.css', IMMUTABLE],
    ['main.3f9a2b1c.js.map', IMMUTABLE],
    ['index.html', REVALIDATE],
    ['remoteEntry.js', REVALIDATE],
    ['mf-manifest.json', REVALIDATE],
    ['favicon.svg', REVALIDATE],
    ['412.js', REVALIDATE],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(`/srv/app/dist/${file}`)).toBe(expected);
  });
});
