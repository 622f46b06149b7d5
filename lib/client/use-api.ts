'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useRef } from 'react';
import { apiFetch, type ApiResult } from './api-fetch';
import { authReaction, type Screen } from './auth-failure';
import { endpointUrl, type AnswerOf, type Endpoint, type EndpointRequest } from './endpoint';
import { popupError } from './popups';
import { signOutTo } from './sign-out';

export type CallOptions = {
  signal?: AbortSignal;
  /** Runs after a success, before the refresh (a popup, a reset form). */
  onSuccess?: () => Promise<void> | void;
  /** A refusal the screen has no field or place for opens the 'Oops...' popup with the server's words. */
  popupOnError?: boolean;
  /** Show the data again after a success, or after any answer ('always': a refused delete of a row
   * someone else already changed shows the row as it is now). */
  refresh?: 'success' | 'always';
};

/**
 * A call the policy has taken over (signed out, or a popup shown for a 401/403) comes back as null:
 * the caller has nothing left to do. Otherwise the result, for the caller's own fields and messages.
 */
export type CallResult<T> = ApiResult<T> | null;

/** A call's path values, body and query (lib/client/endpoints.ts), with the screen's options. */
type CallArgs<E extends Endpoint> =
  Record<never, never> extends EndpointRequest<E>
    ? [request?: EndpointRequest<E> & CallOptions]
    : [request: EndpointRequest<E> & CallOptions];

export type ApiCall = <E extends Endpoint>(
  endpoint: E,
  ...request: CallArgs<E>
) => Promise<CallResult<AnswerOf<E>>>;

/**
 * The key of an intent (a retry-safe endpoint, its URL and body): made once and sent again with a
 * double click or a retry of the same request, until it is answered (docs/features.md).
 */
function keyFor(intents: Map<string, string>, intent: string): string {
  const known = intents.get(intent);
  if (known) return known;
  const made = randomKey();
  intents.set(intent, made);
  return made;
}

/** 128 random bits: randomUUID where the page is a secure context, getRandomValues anywhere else. */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * The one client API policy: every component's calls to our API go through here. It owns the access
 * token (apiFetch sends and clears it), the reaction to 401/403 (lib/client/auth-failure.ts, one table of
 * the spec's per-screen destinations), the error popup, and the refresh after a change: `refresh` is the
 * screen's own reload (a table page read from the API) or, by default, `router.refresh()` so that
 * server-rendered data is read again. A reload that itself meets a 401/403 gets the same reaction.
 */
export function useApi(
  screen: Screen,
  options: { refresh?: () => Promise<ApiResult<unknown>>; returnTo?: string } = {},
) {
  const router = useRouter();
  const { refresh: reload, returnTo } = options;
  /** The Idempotency-Key of each intent this screen sends and has not seen answered yet. */
  const intents = useRef(new Map<string, string>());

  /** Applies the screen's reaction to a failed call; true when it took over. */
  const react = useCallback(
    async (result: ApiResult<unknown>) => {
      if (result.ok) return false;
      const reaction = authReaction(screen, result.status, returnTo);
      if (reaction.kind === 'sign-out') await signOutTo(reaction.to);
      else if (reaction.kind === 'popup') await popupError(reaction.title, reaction.text);
      return reaction.kind !== 'show-error';
    },
    [screen, returnTo],
  );

  const refresh = useCallback(async () => {
    if (!reload) return router.refresh();
    await react(await reload());
  }, [reload, react, router]);

  const call: ApiCall = useCallback(
    async <E extends Endpoint>(endpoint: E, ...[request]: CallArgs<E>) => {
      const { onSuccess, popupOnError, refresh: when, signal, params, query, body } = request ?? {};
      const url = endpointUrl(endpoint, { params, query } as EndpointRequest<E>);
      const intent = endpoint.retrySafe ? `${endpoint.method} ${url} ${JSON.stringify(body ?? null)}` : null;
      const requestKey = intent === null ? undefined : keyFor(intents.current, intent);
      const result = await apiFetch<AnswerOf<E>>(url, { method: endpoint.method, body, signal, requestKey });
      // Done: the same form sent again is a new intent (a second parcel of the same units).
      if (intent !== null && result.ok) intents.current.delete(intent);
      if (await react(result)) return null;
      if (result.ok) await onSuccess?.();
      else if (popupOnError) await popupError('Oops...', result.error);
      if (when === 'always' || (when === 'success' && result.ok)) await refresh();
      return result;
    },
    [react, refresh],
  );

  return { call, refresh };
}

/**
 * The server's field messages (`{fields}` in a 422) on the form's own fields; `setError` is
 * react-hook-form's or any setter of the same shape.
 */
export function showFieldErrors<Field extends string>(
  result: ApiResult<unknown>,
  setError: (field: Field, error: { message: string }) => void,
) {
  if (result.ok) return;
  for (const [field, message] of Object.entries(result.fields ?? {})) setError(field as Field, { message });
}
