import { SERVER_MESSAGES } from 'shared-api/contract/messages/server';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** What / shows when the shell has not been built: the API works, the pages do not exist yet. */
export function notBuiltPage(): string {
  const { en, hi } = SERVER_MESSAGES.appsNotBuilt;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Kisan Credit</title></head>
<body><h1>Kisan Credit</h1><p>${escapeHtml(en)}</p><p lang="hi">${escapeHtml(hi)}</p></body></html>
`;
}
