import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs a TypeScript script of scripts/ that uses server-only modules, in a child Node process. */
export function runTsScript(name, args = [], env = process.env) {
  const result = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', path.join(root, 'scripts', name), ...args],
    { stdio: 'inherit', env, cwd: root },
  );
  return result.status ?? 1;
}

/** Runs scripts/seed.ts. */
export const runSeed = (args = [], env = process.env) => runTsScript('seed.ts', args, env);
