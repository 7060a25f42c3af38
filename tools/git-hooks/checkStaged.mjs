// The pre-commit check: ESLint (the layering rules included) and Prettier over the staged files only, as
// they are staged. A file with unstaged changes is checked from the index, so what is committed is what
// was checked; the others are linted on disk, through ESLint's cache (the same as `npm run lint`'s).
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';

const LINTED = /\.(?:[cm]?js|tsx?)$/;

const gitPaths = (...args) =>
  execFileSync('git', [...args, '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
const stagedText = (path) => execFileSync('git', ['show', `:${path}`], { encoding: 'utf8', maxBuffer: 64 << 20 });

const staged = gitPaths('diff', '--cached', '--name-only', '--diff-filter=ACMR');
const partlyStaged = new Set(gitPaths('diff', '--name-only'));
const textOf = (path) => (partlyStaged.has(path) ? stagedText(path) : readFile(path, 'utf8'));

/** ESLint's errors and warnings on the staged sources, printed as `npm run lint` prints them. */
async function lint(paths) {
  const eslint = new ESLint({ cache: true, cacheLocation: 'node_modules/.cache/eslint/', warnIgnored: false });
  const onDisk = paths.filter((path) => !partlyStaged.has(path));
  const results = onDisk.length > 0 ? await eslint.lintFiles(onDisk) : [];
  for (const path of paths.filter((path) => partlyStaged.has(path)))
    results.push(...(await eslint.lintText(stagedText(path), { filePath: path, warnIgnored: false })));
  const output = await (await eslint.loadFormatter('stylish')).format(results);
  if (output) console.error(output);
  return results.every((result) => result.errorCount === 0);
}

/** The staged files Prettier would write differently (.prettierignore and unknown kinds left out). */
async function unformatted(paths) {
  const found = [];
  for (const path of paths) {
    const info = await prettier.getFileInfo(path, { ignorePath: '.prettierignore' });
    if (info.ignored || !info.inferredParser) continue;
    const options = await prettier.resolveConfig(path);
    if (!(await prettier.check(await textOf(path), { ...options, filepath: path }))) found.push(path);
  }
  return found;
}

if (staged.length > 0) {
  const linted = await lint(staged.filter((path) => LINTED.test(path)));
  const badlyFormatted = await unformatted(staged);
  if (badlyFormatted.length > 0)
    console.error(`Prettier would change:\n  ${badlyFormatted.join('\n  ')}\n(npx prettier --write <file>)\n`);
  if (!linted || badlyFormatted.length > 0) {
    console.error(
      'pre-commit: commit refused. Fix the above and stage again (git commit --no-verify skips the check).',
    );
    process.exitCode = 1;
  }
}
