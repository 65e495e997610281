// The production path works: the server compiles (scripts/build-server.mjs) and the compiled
// JavaScript starts under plain node, migrates an empty embedded database and answers /ready.
// Starts one process on a port the system gives, and ends only that process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureServerBuild, root } from './lib/setup.mjs';

ensureServerBuild({ force: true });

const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
  cwd: path.join(root, 'apps/server'),
  env: {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    DATABASE_URL: '',
    REDIS_URL: '',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const deadline = setTimeout(() => finish('no answer within 90 s'), 90_000);
let output = '';
child.stdout.on('data', async (chunk) => {
  output += chunk;
  const url = /running: (http:\/\/\S+)\/m\/home/.exec(output)?.[1];
  if (!url) return;
  child.stdout.removeAllListeners('data');
  try {
    const ready = await fetch(`${url}/ready`);
    const login = await fetch(`${url}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo_player', password: 'Player#2026' }),
    });
    const body = await login.json();
    if (ready.status !== 200) finish(`/ready answered ${ready.status}`);
    else if (!body.success) finish(`the demo login failed: ${JSON.stringify(body)}`);
    else finish(null);
  } catch (error) {
    finish(String(error));
  }
});
child.on('exit', (code) => finish(`the compiled server exited (${code}) before it answered`));

let done = false;
function finish(problem) {
  if (done) return;
  done = true;
  clearTimeout(deadline);
  child.kill('SIGTERM');
  if (problem) {
    console.error(`compiled server: ${problem}`);
    process.exit(1);
  }
  console.log('compiled server: started under plain node, /ready 200, demo login ok');
}
