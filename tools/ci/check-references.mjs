// Every reference from the code to the product's documents resolves inside the checkout: each
// `docs/<name>.md#<anchor>` names a file and an anchor that exist, and nothing cites the old outside
// specification ("spec §N") or the issue tracker ("issue N") instead of the requirements it recorded.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const REFERENCE = /docs\/([\w-]+\.md)(?:#([\w-]+))?/g;
const OUTSIDE = /\b(?:[Ss]pec(?:ification)?(?:'s)? §|[Ss]pec ['"][A-Z]|[Ii]ssue #?\d)/;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(?:[cm]?[jt]sx?|json|sh)$/.test(file) && !file.startsWith('docs/') && existsSync(file))
  .filter((file) => !file.endsWith('package-lock.json') && file !== 'tools/ci/check-references.mjs');

const anchorsOf = new Map();
function anchors(doc) {
  if (!anchorsOf.has(doc)) {
    const path = `docs/${doc}`;
    const text = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    anchorsOf.set(doc, text && new Set([...text.matchAll(/<a id="([\w-]+)"><\/a>/g)].map((match) => match[1])));
  }
  return anchorsOf.get(doc);
}

const problems = [];
for (const file of files) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const where = `${file}:${index + 1}`;
      if (OUTSIDE.test(line)) problems.push(`${where}: cites something outside the repository: ${line.trim()}`);
      for (const [, doc, anchor] of line.matchAll(REFERENCE)) {
        const known = anchors(doc);
        if (!known) problems.push(`${where}: docs/${doc} does not exist`);
        else if (anchor && !known.has(anchor)) problems.push(`${where}: docs/${doc} has no anchor #${anchor}`);
      }
    });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} reference(s) do not resolve inside the repository.`);
  process.exit(1);
}
console.log(`References: every docs/ reference in ${files.length} files resolves.`);
