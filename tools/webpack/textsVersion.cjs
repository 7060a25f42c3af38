const { createHash } = require('node:crypto');
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const LOCALES = path.resolve(__dirname, '..', '..', 'shared-api', 'locales');

/**
 * A hash of every text file: two builds with the same texts carry the same value, so a role app finds its
 * reader's texts already on the page (loaded by the shell) and does not download them again.
 */
function textsVersion() {
  const hash = createHash('sha256');
  const files = readdirSync(LOCALES, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.json'))
    .sort();
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(LOCALES, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

module.exports = { textsVersion };
