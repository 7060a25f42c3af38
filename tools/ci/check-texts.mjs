// Every shipped language has every text: each `shared-api/locales/<language>/<namespace>.json` exists for
// every language of the contract, has exactly the source language's keys, keeps each text's `{placeholders}`,
// and leaves nothing empty. `--language xx` checks one language only (while a translator works on it).
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const LOCALES = 'shared-api/locales';
const SOURCE = 'en';
const catalogue = readFileSync('shared-api/src/contract/messages/catalogue.ts', 'utf8');
const shipped = JSON.parse(catalogue.match(/export const LANGUAGES = (\[[^\]]*\])/)[1].replaceAll("'", '"'));
const only = process.argv.includes('--language') ? process.argv[process.argv.indexOf('--language') + 1] : undefined;
const languages = only ? [only] : shipped.filter((language) => language !== SOURCE);

/** Every text of a file by its key path ('bankDetails.title', 'terms.0'). */
function textsOf(node, prefix = '', into = new Map()) {
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else if (value && typeof value === 'object') textsOf(value, path, into);
    else into.set(path, value);
  }
  return into;
}

const placeholders = (text) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');

function read(path, problems) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    problems.push(`${path}: ${error.message}`);
    return undefined;
  }
}

const problems = [];
const namespaces = readdirSync(`${LOCALES}/${SOURCE}`).filter((file) => file.endsWith('.json'));
for (const language of languages) {
  const extra = existsSync(`${LOCALES}/${language}`)
    ? readdirSync(`${LOCALES}/${language}`).filter((file) => !namespaces.includes(file))
    : [];
  for (const file of extra) problems.push(`${LOCALES}/${language}/${file}: no such namespace in ${SOURCE}`);
  for (const namespace of namespaces) {
    const path = `${LOCALES}/${language}/${namespace}`;
    if (!existsSync(path)) {
      problems.push(`${path}: missing`);
      continue;
    }
    const source = textsOf(read(`${LOCALES}/${SOURCE}/${namespace}`, problems) ?? {});
    const translated = textsOf(read(path, problems) ?? {});
    for (const [key, text] of source) {
      const translation = translated.get(key);
      if (translation === undefined) problems.push(`${path}: "${key}" missing`);
      else if (typeof translation !== 'string' || translation.trim() === '') problems.push(`${path}: "${key}" empty`);
      else if (placeholders(translation) !== placeholders(text)) {
        problems.push(`${path}: "${key}" has {${placeholders(translation)}}, the source {${placeholders(text)}}`);
      }
    }
    for (const key of translated.keys()) if (!source.has(key)) problems.push(`${path}: "${key}" is not in ${SOURCE}`);
  }
}

if (problems.length > 0) {
  console.error(`${problems.length} text problem(s):\n${problems.slice(0, 200).join('\n')}`);
  process.exit(1);
}
console.log(`Texts: ${namespaces.length} namespaces complete in ${languages.join(', ')} (source ${SOURCE}).`);
