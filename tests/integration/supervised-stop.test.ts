import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { freePort } from '../../scripts/test-support/free-port.mjs';
import { TEST_APP_ENV } from '../../scripts/test-support/start-app.mjs';

/** Every process below `pid`, the whole tree (ps, not /proc: it reads the same on any Linux). */
function descendants(pid: number): number[] {
  const lines = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' }).trim().split('\n');
  const children = new Map<number, number[]>();
  for (const line of lines) {
    const [child, parent] = line.trim().split(/\s+/).map(Number) as [number, number];
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const found: number[] = [];
  const visit = (p: number) => {
    for (const child of children.get(p) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('a SIGTERM to `npm start` (what a supervisor sends) stops next and the local database, leaving no process', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'partsmith-stop-'));
  const port = await freePort();
  const env = { ...process.env, ...TEST_APP_ENV, PARTSMITH_DATA_DIR: dir } as NodeJS.ProcessEnv;
  // The local database, as a deployment without MONGODB_URI runs it.
  delete env.MONGODB_URI;
  delete env.MONGODB_DB;
  const npm = spawn('npm', ['start', '--', '-p', String(port)], { env, stdio: 'ignore' });
  let tree: number[] = [];
  try {
    await expect
      .poll(async () => (await fetch(`http://localhost:${port}/api/health`).catch(() => null))?.status, {
        timeout: 90_000,
        interval: 500,
      })
      .toBe(200);
    tree = descendants(npm.pid!);
    // npm, its shell, scripts/with-db.mjs, next and the Java database at least.
    expect(tree.length).toBeGreaterThanOrEqual(3);
    npm.kill('SIGTERM');
    await expect.poll(() => tree.filter(alive), { timeout: 30_000, interval: 250 }).toEqual([]);
    await expect(fetch(`http://localhost:${port}/api/health`)).rejects.toThrow();
  } finally {
    for (const pid of [...tree, ...descendants(npm.pid!)]) if (alive(pid)) process.kill(pid, 'SIGKILL');
    npm.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}, 150_000);
