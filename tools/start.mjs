// `npm start`: build whichever apps are missing or older than their sources, then run the server, which
// serves the API, the shell, the three remotes and remotes.json on one port.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sharedSources = ['shared-api/src', 'shared-ui/src'];
const apps = [
  { name: 'shell', builtFile: 'dist/index.html' },
  { name: 'farmer-app', builtFile: 'dist/remoteEntry.js' },
  { name: 'lawyer-app', builtFile: 'dist/remoteEntry.js' },
  { name: 'banker-app', builtFile: 'dist/remoteEntry.js' },
];

function newestChange(folder) {
  if (!existsSync(folder)) return 0;
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function needsBuild({ name, builtFile }) {
  const built = path.join(root, name, builtFile);
  if (!existsSync(built)) return true;
  const sources = [`${name}/src`, ...sharedSources].map((folder) => newestChange(path.join(root, folder)));
  return Math.max(...sources) > statSync(built).mtimeMs;
}

for (const app of apps.filter(needsBuild)) {
  console.log(`Building ${app.name}...`);
  const build = spawnSync('npm', ['run', 'build', '-w', app.name], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn('npm', ['start', '-w', 'server'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
