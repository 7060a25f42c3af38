// PGlite's CommonJS build loads Node built-ins with `await import('fs')`, which jest's module sandbox
// refuses unless Node runs with --experimental-vm-modules. Turning those into require() lets the
// real PGlite run under jest; every use destructures named exports, which require() provides too.
// (Under its own alias: the Emscripten code declares a local `var require` of its own.)
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');

const ownSource = readFileSync(__filename);

module.exports = {
  process(sourceText) {
    const code = sourceText.replace(/\bimport\(("[^"]+")\)/g, 'Promise.resolve(__requireForJest($1))');
    return { code: `const __requireForJest = require;${code}` };
  },
  getCacheKey(sourceText, sourcePath) {
    return createHash('sha256').update(ownSource).update(sourcePath).update(sourceText).digest('hex');
  },
};
