import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { addTexts, hasTexts } from '@kisan-credit/shared-api/contract/messages/textStore';

/** The texts of every shipped language, one file per namespace (docs/design.md#d8-i18n). */
const LOCALES = path.resolve(__dirname, '..', '..', 'shared-api', 'locales');

function textsOf(language: string): Record<string, object> {
  const folder = path.join(LOCALES, language);
  const files = fs.readdirSync(folder).filter((file) => file.endsWith('.json'));
  return Object.fromEntries(
    files.map((file) => [path.basename(file, '.json'), JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'))]),
  );
}

// The server answers in the language each request asks for, so it holds every language (about 1 MB).
if (!hasTexts('en', 'common')) {
  for (const language of LANGUAGES) {
    for (const [namespace, texts] of Object.entries(textsOf(language))) addTexts(language, namespace, texts);
  }
}
