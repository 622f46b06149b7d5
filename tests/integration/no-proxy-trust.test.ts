import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/http';
import { startOwnApps } from '../support/own-apps';

// The default deployment: no reverse proxy in front (TRUSTED_PROXY_HOPS=0), two instances on one
// database. Whatever forwarding headers a client writes, its address is its socket's.
let apps: Awaited<ReturnType<typeof startOwnApps>>;

beforeAll(async () => {
  apps = await startOwnApps(2, { TRUSTED_PROXY_HOPS: '0' });
}, 120_000);

afterAll(async () => {
  await apps?.stop();
});

describe('TRUSTED_PROXY_HOPS=0', () => {
  it('counts sign-ups per socket address: 14 spoofed X-Forwarded-For values still stop at 3 accounts an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i += 1) {
      const response = await api('/api/register', {
        method: 'POST',
        origin: apps.origins[i % 2],
        headers: { 'X-Forwarded-For': `203.0.113.${i + 1}`, 'X-Real-IP': `198.51.100.${i + 1}` },
        body: {
          name: 'Spoofer',
          email: `spoof-${randomBytes(4).toString('hex')}@example.com`,
          password: 'secret-1',
        },
      });
      statuses.push(response.status);
    }
    // Accounts opened per address (3 an hour, lib/users/register.ts): the attempts' own limit (10)
    // then refuses the rest before they are read.
    expect(statuses.slice(0, 3)).toEqual(Array(3).fill(201));
    expect(statuses.slice(3)).toEqual(Array(11).fill(429));
  });

  it('never builds a redirect from a client-sent X-Forwarded-Host or -Proto', async () => {
    const response = await fetch(`${apps.origins[0]}/parts/browse/not-a-state`, {
      redirect: 'manual',
      headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
    });
    expect(response.status).toBe(308);
    // Relative, or absolute on the app's own origin: never evil.example.
    expect(new URL(response.headers.get('location')!, apps.origins[0]).origin).toBe(apps.origins[0]);
    // Nor does HSTS follow a client's claim of https.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});
