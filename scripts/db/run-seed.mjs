import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
/** How scripts/ run: server-only modules resolve as the app's server does, TypeScript through tsx. */
const TS_NODE = ['--conditions=react-server', '--import', 'tsx'];

/** Runs a TypeScript script of scripts/ that uses server-only modules, in a child Node process. */
export function runTsScript(name, args = [], env = process.env) {
  const result = spawnSync(process.execPath, [...TS_NODE, path.join(root, 'scripts', name), ...args], {
    stdio: 'inherit',
    env,
    cwd: root,
  });
  return result.status ?? 1;
}

/**
 * Runs Node with `args` (a script of scripts/, or `-e` code) as runTsScript does, without blocking
 * this process. A process that started a database or an app of its own must use it: their output
 * is piped to this process, and while spawnSync blocks it nothing reads those pipes; once full, the
 * database stops answering (in mid-restore) until the script it waits for gives up.
 * `onStderr` hears the error output so far, as it comes.
 * @returns {Promise<{ status: number | null, stdout: string, stderr: string }>}
 */
export function runNode(args, env = process.env, { onStderr } = {}) {
  const child = spawn(process.execPath, [...TS_NODE, ...args], { env, cwd: root });
  const run = { status: null, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk) => (run.stdout += chunk));
  child.stderr.on('data', (chunk) => {
    run.stderr += chunk;
    onStderr?.(run.stderr);
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status) => resolve({ ...run, status }));
  });
}

/** runNode for a script of scripts/. */
export const runScript = (name, args = [], env = process.env, options = {}) =>
  runNode([path.join(root, 'scripts', name), ...args], env, options);

/** Runs scripts/seed.ts. */
export const runSeed = (args = [], env = process.env) => runTsScript('seed.ts', args, env);
