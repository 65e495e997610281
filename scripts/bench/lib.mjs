// Shared parts of `npm run bench`: free ports, processes it starts and ends, statistics.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../lib/setup.mjs';

export { root };

/** A port the system has just handed out (listen on 0), for a server the bench starts. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export function waitFor(url, timeoutMs = 90_000) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = async () => {
      try {
        const res = await fetch(url);
        if (res.ok) return resolve();
      } catch {
        // not up yet
      }
      if (Date.now() - started > timeoutMs) return reject(new Error(`${url} did not come up`));
      setTimeout(tick, 250);
    };
    void tick();
  });
}

/** Every process this bench started, so that it ends them (by pid) even when a step throws. */
const started = new Set();

/**
 * Starts a process and remembers its pid; `stop()` ends exactly that process. With `group`, the
 * process leads a process group of its own (its pid is the group's id) and `stop()` ends the whole
 * group: Chromium's helper processes (zygote, renderers, GPU) outlive the browser for a moment and
 * kept writing to its profile folder, so that removing it failed. Only processes this bench
 * started are in that group.
 */
export function startProcess(command, args, options = {}, { group = false } = {}) {
  const child = spawn(command, args, { ...options, detached: group });
  const target = group ? -child.pid : child.pid;
  const entry = { child, target };
  started.add(entry);
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async (signal = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) {
      signalTarget(target, signal);
      const timer = setTimeout(() => {
        if (child.exitCode === null) signalTarget(target, 'SIGKILL');
      }, 15_000);
      await exited;
      clearTimeout(timer);
    }
    if (group) await groupGone(child.pid);
    started.delete(entry);
  };
  return { child, pid: child.pid, stop, exited };
}

function signalTarget(target, signal) {
  try {
    process.kill(target, signal);
  } catch {
    // already gone
  }
}

/** Waits until no process of the group is left (SIGKILL to the group after 5 s). */
async function groupGone(pgid) {
  const started = Date.now();
  for (;;) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return; // ESRCH: the group is empty
    }
    if (Date.now() - started > 5_000) signalTarget(-pgid, 'SIGKILL');
    if (Date.now() - started > 10_000) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Ends what is still running (by pid, or the process group it leads) when the bench stops early. */
export function stopAll() {
  for (const { child, target } of started) {
    if (child.exitCode === null && child.signalCode === null) signalTarget(target, 'SIGKILL');
    else if (target < 0) signalTarget(target, 'SIGKILL');
  }
}

/** Processor time (user + system) one process has used so far, in ms (Linux /proc). */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/**
 * Waits until the process has settled after its start (below 5% of a processor over half a
 * second, at most `timeoutMs`): a server still loading modules or collecting its start's garbage
 * made the first call measured look several times slower than the same call a minute later.
 */
export async function settled(pid, timeoutMs = 30_000) {
  const started = Date.now();
  let last = cpuMs(pid);
  while (Date.now() - started < timeoutMs) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuMs(pid);
    if (!(now - last > 25)) return;
    last = now;
  }
}

/** Resident memory of one process (Linux /proc), in MB. */
export function rssMB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
    return Math.round(kb / 1024);
  } catch {
    return NaN;
  }
}

export const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

export const round = (x, digits = 0) => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};

export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const benchOut = path.join(root, '.artifacts/bench');
