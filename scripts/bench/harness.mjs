// Shared pieces of `npm run bench`: load generation, timing and reporting. Numbers vary with the
// machine; compare ratios measured in one run (these machines are shared and noisy).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { readFileSync } from 'node:fs';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

export const rssMiB = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

export function report(name, value) {
  console.log(`${name.padEnd(64)} ${value}`);
}

export const section = (title) => console.log(`\n== ${title}`);

export { newStock as stockOf } from '../test-support/stock-doc.mjs';

/** `total` requests, `concurrency` at a time; latencies (ms) and requests per second. */
export async function load(total, concurrency, request) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        const t = performance.now();
        await request();
        latencies.push(performance.now() - t);
      }
    }),
  );
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    rps: total / ((performance.now() - started) / 1000),
  };
}

export const fmt = ({ p50, p95, rps }) =>
  `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${rps.toFixed(0)} req/s`;

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * One GET on a kept-alive connection: time to first byte and to the end (ms), status and size.
 * node:http rather than fetch: less client work per request, so more of the two cores serve.
 */
export function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { agent, headers }, (response) => {
      const ttfb = performance.now() - started;
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          ttfb,
          total: performance.now() - started,
          bytes,
          headers: response.headers,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** GET that must answer 200. */
export async function ok(url, headers) {
  const result = await get(url, headers);
  if (result.status !== 200) throw new Error(`${result.status} ${url}`);
  return result;
}

export function cookiesOf(response) {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Signs in through Auth.js's credentials callback; answers the session cookie. */
export async function signIn(baseURL, email, password) {
  const csrf = await fetch(`${baseURL}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const response = await fetch(`${baseURL}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookiesOf(csrf) },
    body: new URLSearchParams({ csrfToken, email, password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('authjs.session-token'));
  if (!cookie) throw new Error(`sign-in failed for ${email}`);
  return cookie;
}

/** A new customer of the running app, signed in: their email and session cookie. */
export async function newCustomer(baseURL) {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const ip = `10.${randomBytes(3).join('.')}`;
  const body = JSON.stringify({ name: 'Bench buyer', email, password: 'bench-password-1' });
  const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, Origin: baseURL };
  const created = await fetch(`${baseURL}/api/register`, { method: 'POST', headers, body });
  if (created.status !== 201) throw new Error(`register: ${created.status}`);
  const csrf = await fetch(`${baseURL}/api/auth/csrf`, { headers: { 'X-Forwarded-For': ip } });
  const { csrfToken } = await csrf.json();
  const jar = csrf.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const signed = await fetch(`${baseURL}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: jar, 'X-Forwarded-For': ip },
    body: new URLSearchParams({ csrfToken, email, password: 'bench-password-1' }),
  });
  const cookie = signed.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('authjs.session-token'));
  if (!cookie) throw new Error('sign-in failed');
  return { email, cookie };
}

/** Median time to first byte of `n` GETs (after one to warm up), each answered 200. */
export async function medianTtfb(url, cookie, n = 40) {
  await get(url, { Cookie: cookie });
  const times = [];
  for (let i = 0; i < n; i += 1) {
    const result = await get(url, { Cookie: cookie });
    if (result.status !== 200) throw new Error(`${result.status} ${url}`);
    times.push(result.ttfb);
  }
  return median(times);
}
