import { translate } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { SERVER_MESSAGES } from '@kisan-credit/shared-api/contract/messages/server';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** What / shows when the shell has not been built: the API works, the pages do not exist yet. */
export function notBuiltPage(): string {
  const en = translate(SERVER_MESSAGES.appsNotBuilt, 'en');
  const hi = translate(SERVER_MESSAGES.appsNotBuilt, 'hi');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Kisan Credit</title></head>
<body><h1>Kisan Credit</h1><p>${escapeHtml(en)}</p><p lang="hi">${escapeHtml(hi)}</p></body></html>
`;
}
