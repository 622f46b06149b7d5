import type { z } from 'zod';

// What an entry of the browser's table of our API is (./endpoints.ts): a method and a path, with
// what it sends and answers as types only, and the URL of one call.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The `{name}`s of a path template. */
type PathParams<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParams<Rest>
  : never;

export type Endpoint<Path extends string = string, Input = unknown, Answer = unknown> = {
  method: Method;
  /** The OpenAPI path: '/api/order/{id}'. */
  path: Path;
  /** Sends an Idempotency-Key (lib/client/use-api.ts): a retry or a double click changes nothing twice. */
  retrySafe?: true;
  /** Types only: what the call sends and what it answers. */
  readonly types?: { input: Input; answer: Answer };
};

/** The spec's clients send fields the server does not read (a product name with an order): allowed. */
export type Body<Schema extends z.ZodType> = z.input<Schema> & { [extra: string]: unknown };
type Query = Record<string, string>;

/**
 * `endpoint<Input, Answer>()('POST', '/api/…')`: the types are given, the path is inferred;
 * `'retry-safe'` for a change the server runs once per Idempotency-Key (docs/features.md).
 */
export const endpoint =
  <Input = never, Answer = unknown>() =>
  <const Path extends string>(
    method: Method,
    path: Path,
    safe?: 'retry-safe',
  ): Endpoint<Path, Input, Answer> => ({
    method,
    path,
    ...(safe ? { retrySafe: true as const } : {}),
  });

export type InputOf<E> = E extends Endpoint<string, infer Input, unknown> ? Input : never;
export type AnswerOf<E> = E extends Endpoint<string, unknown, infer Answer> ? Answer : never;

/** What a call to `E` needs: its path's values, its body when it takes one, a query when asked. */
export type EndpointRequest<E extends Endpoint> =
  E extends Endpoint<infer Path, infer Input, unknown>
    ? ([PathParams<Path>] extends [never]
        ? { params?: never }
        : { params: Record<PathParams<Path>, string> }) &
        ([Input] extends [never] ? { body?: never } : { body: Input }) & { query?: Query | URLSearchParams }
    : never;

/** The URL of one call: each path value encoded, the query appended. */
export function endpointUrl<E extends Endpoint>(
  { path }: E,
  { params, query }: Pick<EndpointRequest<E>, 'params' | 'query'> = {} as EndpointRequest<E>,
): string {
  const values = (params ?? {}) as Record<string, string>;
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  return search ? `${filled}?${search}` : filled;
}
