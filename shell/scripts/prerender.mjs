// After the webpack build: each prerendered page rendered into a copy of dist/index.html, kept in
// dist/prerendered/, which the server sends for that path. The page paints before any script has run.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { renderPrerenderedPage, loadTexts, PRERENDERED_PATHS, PRERENDERED_FOLDER, prerenderedFileFor } = require(
  path.join(appDir, 'dist-prerender', 'renderPrerenderedPage.cjs'),
);

await loadTexts('en');

const ROOT_ELEMENT = '<div id="root"></div>';
const template = readFileSync(path.join(appDir, 'dist', 'index.html'), 'utf8');
if (!template.includes(ROOT_ELEMENT) || !template.includes('</head>')) {
  throw new Error(`dist/index.html has no ${ROOT_ELEMENT} or </head> to fill`);
}

const folder = path.join(appDir, 'dist', PRERENDERED_FOLDER);
mkdirSync(folder, { recursive: true });
for (const pagePath of PRERENDERED_PATHS) {
  const { html, styleTags } = renderPrerenderedPage(pagePath);
  const page = template
    .replace('</head>', () => `${styleTags}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${html}</div>`);
  writeFileSync(path.join(folder, prerenderedFileFor(pagePath)), page);
}
console.log(`Prerendered ${PRERENDERED_PATHS.join(', ')}`);
