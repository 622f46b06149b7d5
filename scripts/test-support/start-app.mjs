// Starts the production build (`next start`) for tests, on a free port, against the given database.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** Environment every test server shares; callers add the database and outside-service stand-ins. */
export const TEST_APP_ENV = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'test-secret-partsmith-0123456789abcdef0123456789',
  AUTH_TRUST_HOST: 'true',
  PAYMENTS_GATEWAY: 'test',
  ADMIN_EMAIL: 'admin@partsmith.io',
  ADMIN_PASSWORD: 'admin-password-1',
  NEXT_TELEMETRY_DISABLED: '1',
  // The suites point Google and Stripe at local stand-ins, which production refuses without this.
  ALLOW_TEST_SETTINGS: '1',
  // The suites act as the reverse proxy: each simulated client's address is the last entry they
  // write in X-Forwarded-For (tests of the default, no proxy, start instances of their own).
  TRUSTED_PROXY_HOPS: '1',
};

async function waitUntilUp(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The app did not answer at ${url} within ${timeoutMs / 1000}s`);
}

/**
 * @param {Record<string, string>} env  MONGODB_URI and friends
 * @param {number} [port]  defaults to a free one
 * @param {{ publicHost?: string }} [options]  the host visitors use (AUTH_URL): `127.0.0.1` tests a
 *   store reached at another host than the one it listens on, as a deployment is
 * @returns {Promise<{ baseURL: string, pid: number, stop: () => Promise<void>, output: () => string }>}
 */
export async function startApp(env, port, { publicHost = 'localhost' } = {}) {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    throw new Error('No production build found: run `npm run build` first (npm test does it for you).');
  }
  port ??= await freePort();
  // By default "localhost", the host the server is bound to (below). Another one (127.0.0.1) is the
  // store at a public origin the server does not listen under: Next renames loopback hosts in the
  // request URLs it hands the app to localhost, which is the host nothing may ever name then.
  const baseURL = `http://${publicHost}:${port}`;
  const child = spawn(
    process.execPath,
    [
      '--require',
      path.join(root, 'scripts/test-support/exit-with-parent.cjs'),
      path.join(root, 'node_modules/next/dist/bin/next'),
      'start',
      '-p',
      String(port),
      // Bound by name, not 127.0.0.1: Next 16 compares a proxy rewrite's origin with the bound
      // address and turns a rewrite under a loopback IP into an HTTP hop to itself.
      '-H',
      'localhost',
    ],
    // AUTH_URL: Auth.js builds its redirects (OAuth callback included) on the address tests use.
    {
      cwd: root,
      env: { ...process.env, ...TEST_APP_ENV, AUTH_URL: baseURL, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
    if (process.env.TEST_APP_LOG) process.stderr.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  try {
    await waitUntilUp(`${baseURL}/robots.txt`, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n--- app output ---\n${output}`);
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  return { baseURL, pid: child.pid, stop, output: () => output };
}
