// Tests read the texts from the files, as the server does; the browser's build fetches them per language.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const LOCALES = path.resolve(__dirname, '..', '..', 'shared-api', 'locales');

function readTextBundle(language) {
  const folder = path.join(LOCALES, language);
  if (!existsSync(folder)) return {};
  const files = readdirSync(folder).filter((file) => file.endsWith('.json'));
  return Object.fromEntries(
    files.map((file) => [file.slice(0, -'.json'.length), JSON.parse(readFileSync(path.join(folder, file), 'utf8'))]),
  );
}

module.exports = {
  readTextBundle,
  loadTextBundle: async (language) => readTextBundle(language),
  loadOptionNames: async (language) => readTextBundle(language).options,
};
