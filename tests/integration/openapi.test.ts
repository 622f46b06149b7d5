import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/lib/client/endpoints';
import { baseURL } from '../support/http';

type Operation = {
  security: Record<string, string[]>[];
  parameters: { name: string; in: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Document = {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Record<string, string>>; schemas: Record<string, unknown> };
};

const API_DIR = path.resolve(import.meta.dirname, '../../app/api');
const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
// Auth.js's own routes, the document itself, and where proxy.ts sends the unpaged GET /api/product
// (documented as that call).
const UNDOCUMENTED = ['/api/auth/{...nextauth}', '/api/openapi.json', '/api/product/all'];

/** Every route handler file under app/api as its OpenAPI path and the methods it exports. */
function routeFiles(dir = API_DIR): { path: string; methods: string[] }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    if (entry.name !== 'route.ts') return [];
    const source = readFileSync(full, 'utf8');
    const methods = HTTP_METHODS.filter((m) =>
      new RegExp(`export (const|async function) ${m}\\b`).test(source),
    );
    // Route groups, `(orders)` and the like, are folders only: they are not in the URL.
    const segments = path
      .relative(API_DIR, dir)
      .split(path.sep)
      .filter((s) => !/^\(.+\)$/.test(s));
    const route = `/api/${segments.join('/')}`.replace(/\[([^\]]+)\]/g, '{$1}');
    return [{ path: route, methods }];
  });
}

/** fetch() refuses forbidden methods such as TRACE: send them over a plain socket. */
function rawStatus(method: string, pathname: string): Promise<number> {
  const { hostname, port } = new URL(baseURL());
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, method, path: pathname }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.once('error', reject);
    request.end();
  });
}

async function document(): Promise<Document> {
  const response = await fetch(`${baseURL()}/api/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as Document;
}

describe('GET /api/openapi.json', () => {
  it('describes every /api route handler with exactly the methods it exports', async () => {
    const { openapi, paths, servers } = await document();
    expect(openapi).toBe('3.1.0');
    expect(servers[0]!.url).toBe(baseURL());
    const files = routeFiles().filter((route) => !UNDOCUMENTED.includes(route.path));
    expect(files.length).toBeGreaterThan(25);
    for (const file of files) {
      expect(
        Object.keys(paths[file.path] ?? {})
          .map((m) => m.toUpperCase())
          .sort(),
        file.path,
      ).toEqual(file.methods.sort());
    }
    expect(Object.keys(paths).sort()).toEqual(files.map((file) => file.path).sort());
  });

  it('has every call the screens make (lib/client/endpoints.ts) as an operation', async () => {
    const { paths } = await document();
    const calls = Object.entries(endpoints);
    expect(calls.length).toBeGreaterThan(30);
    const missing = calls
      .filter(([, { method, path: template }]) => !paths[template]?.[method.toLowerCase()])
      .map(([name, { method, path: template }]) => `${name}: ${method} ${template}`);
    expect(missing).toEqual([]);
  });

  it('names both ways to authenticate and which calls need which', async () => {
    const { components, paths } = await document();
    expect(components.securitySchemes).toEqual({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'authjs.session-token' },
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    });
    expect(paths['/api/product']!.get!.security).toEqual([]);
    expect(paths['/api/allorder']!.get!.security).toEqual([{ sessionCookie: [] }, { bearer: [] }]);
    // Issuing a token and ending sessions take the session cookie only.
    expect(paths['/api/user/{email}']!.put!.security).toEqual([{ sessionCookie: [] }]);
    expect(paths['/api/account/sign-out-everywhere']!.post!.security).toEqual([{ sessionCookie: [] }]);
  });

  it('builds bodies and filters from the handlers’ zod schemas, and gives every error its shape', async () => {
    const { paths, components } = await document();
    const order = paths['/api/order/{id}']!.post!;
    const body = order.requestBody!.content['application/json'] as { schema: Record<string, unknown> };
    expect(body.schema).toMatchObject({
      type: 'object',
      required: ['customerName', 'phoneNumber', 'productQuantity'],
    });
    expect(Object.keys(order.responses).sort()).toEqual(
      ['201', '400', '401', '403', '404', '409', '413', '415', '422', '429', '503'].sort(),
    );
    expect(order.responses['422']!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
    expect(components.schemas.Error).toMatchObject({ required: ['error'] });
    const statuses = paths['/api/allorder']!.get!.parameters.find((p) => p.name === 'status') as unknown as {
      schema: { anyOf: unknown[] };
    };
    expect(statuses.schema.anyOf).toContainEqual({
      type: 'string',
      enum: ['unpaid', 'expired', 'paid', 'partially_shipped', 'shipped', 'delivered', 'refunded'],
    });
  });

  it('is what the API answers: an undocumented method is 405 with Allow', async () => {
    const put = await fetch(`${baseURL()}/api/product`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const patch = await fetch(`${baseURL()}/api/product`, { method: 'PATCH' });
    expect(patch.status).toBe(405);
  });

  it('refuses TRACE with 405 on any path, not a 500', async () => {
    for (const where of ['/api/product', '/parts']) expect(await rawStatus('TRACE', where), where).toBe(405);
  });
});
