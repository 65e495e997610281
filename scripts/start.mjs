// `npm start`: install what is missing, build, start the server with the embedded database and
// the seeded demo merchant (README). Environment variables pass through to the server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  ensureConsoleBuild,
  ensureDependencies,
  ensureServerBuild,
  ensureWebBuild,
  root,
} from './lib/setup.mjs';

ensureDependencies();
ensureWebBuild();
ensureConsoleBuild();
ensureServerBuild();

// The compiled server (apps/server/dist), with stack traces mapped back to the TypeScript.
const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
