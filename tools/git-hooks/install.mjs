// The root `prepare` script (run by `npm install` and `npm ci`): points git at tools/git-hooks, so every
// commit is linted. Outside a git checkout of this repository (a tarball, an unpacked package) it does
// nothing, and the install goes on.
import { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';

const topLevel = spawnSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' });
const isCheckout = topLevel.status === 0 && realpathSync(topLevel.stdout.trim()) === realpathSync(process.cwd());
if (isCheckout) spawnSync('git', ['config', 'core.hooksPath', 'tools/git-hooks'], { stdio: 'inherit' });
