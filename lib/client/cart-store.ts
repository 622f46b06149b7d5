import { SESSION_HINT_COOKIE } from '@/lib/auth/browser';
import { apiFetch } from './api-fetch';
import type { CartDto } from '@/lib/cart';
import { MAX_LINE_QUANTITY } from '@/lib/selling';
import { endpointUrl } from './endpoint';
import { publicEndpoints } from './public-endpoints';

// Every visitor has a cart. A visitor's lives in this browser (localStorage) until they sign in,
// when it joins the account's (mergeLocalCart); a customer's lives on the server. The navbar's
// count is kept here too, so public pages stay the same for everyone and small.
//
// Two kinds of news, kept apart on purpose: the count (the navbar shows it) and a change of the
// cart's contents (the cart page reads the cart again). Showing a cart sets the count and must
// never read as a change: when it did, /cart read itself again forever (issue 31).

export type LocalLine = { productId: string; quantity: number };

const CART_KEY = 'partsmith.cart';
const COUNT_KEY = 'partsmith.cart-count';
/** A stamp written on each change of an account's cart, so other tabs hear of it (storage event). */
const CHANGED_KEY = 'partsmith.cart-changed';
const COUNT_EVENT = 'partsmith:cart-count';
const CHANGE_EVENT = 'partsmith:cart-change';

function read<T>(key: string, fallback: T): T {
  try {
    const value = window.localStorage.getItem(key);
    return value === null ? fallback : (JSON.parse(value) as T);
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage can be unavailable (private mode, quota): the cart then lasts as long as the page.
  }
}

const isLine = (line: unknown): line is LocalLine =>
  typeof line === 'object' &&
  line !== null &&
  /^[a-f\d]{24}$/.test(String((line as LocalLine).productId)) &&
  Number.isInteger((line as LocalLine).quantity) &&
  (line as LocalLine).quantity > 0;

/** The visitor's own cart (what another tab or an old version wrote is checked, never trusted). */
export const readLocalCart = (): LocalLine[] => {
  const lines = read<unknown>(CART_KEY, []);
  return Array.isArray(lines) ? lines.filter(isLine) : [];
};

/**
 * Replaces this browser's cart; its count follows. `by` names the writer (the cart page), which is
 * not told of its own change; other tabs hear of it through the storage event.
 */
export function writeLocalCart(lines: LocalLine[], by?: object) {
  write(CART_KEY, lines.length ? lines : null);
  setCartCount(lines.length);
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: by }));
}

/** The navbar's count: lines in the cart, as last known. */
export const readCartCount = (): number => read<number>(COUNT_KEY, 0) || 0;

/** The navbar's count; nothing is said when it stays the same. */
export function setCartCount(count: number) {
  if (readCartCount() === count) return;
  write(COUNT_KEY, count);
  window.dispatchEvent(new Event(COUNT_EVENT));
}

/**
 * Says the account's cart changed: to this tab's listeners but `by` (the writer itself), and to
 * other tabs through a stamp in storage.
 */
export function cartChanged(by?: object) {
  stampChange();
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: by }));
}

const stampChange = () => write(CHANGED_KEY, `${Date.now()}:${Math.random()}`);

/** Listens to an event of this tab and to storage keys written by other tabs; answers how to stop. */
function listen(event: string, keys: string[], listener: (detail: unknown) => void): () => void {
  const here = (e: Event) => listener((e as CustomEvent).detail);
  const onStorage = (e: StorageEvent) => {
    if (e.key !== null && keys.includes(e.key)) listener(undefined);
  };
  window.addEventListener(event, here);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(event, here);
    window.removeEventListener('storage', onStorage);
  };
}

/** Calls `listener` when the count changes in this tab or another. */
export const onCartCount = (listener: () => void) => listen(COUNT_EVENT, [COUNT_KEY], () => listener());

/**
 * Calls `listener` when the cart's contents change, in this tab (unless `self` made the change) or
 * another: a line added elsewhere, the merge at sign-in, another tab's edit.
 */
export const onCartChange = (listener: () => void, self?: object) =>
  listen(CHANGE_EVENT, [CART_KEY, CHANGED_KEY], (by) => {
    if (self === undefined || by !== self) listener();
  });

/** Signed in, as far as this page knows (the session hint: lib/auth/session-hint.ts). */
export const seemsSignedIn = () => document.cookie.split('; ').includes(`${SESSION_HINT_COOKIE}=1`);

/** Adds lines to the visitor's own cart: a part already there gains the quantity. */
export function addToLocalCart(added: LocalLine[]): LocalLine[] {
  const lines = readLocalCart();
  for (const { productId, quantity } of added) {
    const line = lines.find((existing) => existing.productId === productId);
    if (line) line.quantity = Math.min(MAX_LINE_QUANTITY, line.quantity + quantity);
    else lines.push({ productId, quantity });
  }
  writeLocalCart(lines);
  return lines;
}

/**
 * "Add to cart": into the account's cart when signed in, else this browser's. A session that
 * ended meanwhile (401) keeps the lines here, to join the account's at the next sign-in.
 * Answers null, or the server's words when it refused.
 */
export async function addToCart(added: LocalLine[]): Promise<string | null> {
  if (seemsSignedIn()) {
    const result = await apiFetch<{ lines: unknown[] }>(endpointUrl(publicEndpoints.addCartLines), {
      method: publicEndpoints.addCartLines.method,
      body: { lines: added },
    });
    if (result.ok) {
      setCartCount(result.data.lines.length);
      cartChanged();
      return null;
    }
    if (result.status !== 401) return result.error;
  }
  addToLocalCart(added);
  return null;
}

let merging: Promise<CartDto | null> | null = null;

/**
 * At sign-in, this browser's lines join the account's cart (quantities added, nothing lost): once,
 * however many callers ask while it runs (the navbar and the cart page both do; development runs
 * effects twice). Answers the account's cart as merged, or null when there was nothing to merge or
 * the merge failed (the lines then stay here for the next try).
 */
export function mergeLocalCart(): Promise<CartDto | null> {
  merging ??= (async () => {
    const lines = readLocalCart();
    if (lines.length === 0) return null;
    const result = await apiFetch<CartDto>(endpointUrl(publicEndpoints.addCartLines), {
      method: publicEndpoints.addCartLines.method,
      body: { lines },
    });
    if (!result.ok) return null;
    // Only what was sent leaves: a line added in another tab meanwhile waits for the next merge.
    const sent = new Set(lines.map((line) => line.productId));
    const rest = readLocalCart().filter((line) => !sent.has(line.productId));
    write(CART_KEY, rest.length ? rest : null);
    setCartCount(result.data.lines.length);
    // This tab's cart page awaits this answer; other tabs read the cart again.
    stampChange();
    return result.data;
  })().finally(() => {
    merging = null;
  });
  return merging;
}
