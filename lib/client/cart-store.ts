import { SESSION_HINT_COOKIE } from '@/lib/auth/session-hint';
import { apiFetch } from './api-fetch';
import { endpoints, endpointUrl } from './endpoints';

// Every visitor has a cart. A visitor's lives in this browser (localStorage) until they sign in,
// when it joins the account's (components/cart/cart-sync.tsx); a customer's lives on the server.
// The navbar's count is kept here too, so public pages stay the same for everyone and small.

export type LocalLine = { productId: string; quantity: number };

const CART_KEY = 'partsmith.cart';
const COUNT_KEY = 'partsmith.cart-count';
const EVENT = 'partsmith:cart';

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

export function writeLocalCart(lines: LocalLine[]) {
  write(CART_KEY, lines.length ? lines : null);
  setCartCount(lines.length);
}

/** The navbar's count: lines in the cart, as last known. */
export const readCartCount = (): number => read<number>(COUNT_KEY, 0) || 0;

export function setCartCount(count: number) {
  write(COUNT_KEY, count);
  window.dispatchEvent(new Event(EVENT));
}

/** Calls `listener` when the count changes in this tab or another; answers how to stop. */
export function onCartCount(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === COUNT_KEY) listener();
  };
  window.addEventListener(EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Signed in, as far as this page knows (the session hint: lib/auth/session-hint.ts). */
export const seemsSignedIn = () => document.cookie.split('; ').includes(`${SESSION_HINT_COOKIE}=1`);

/** Adds lines to the visitor's own cart: a part already there gains the quantity. */
export function addToLocalCart(added: LocalLine[]): LocalLine[] {
  const lines = readLocalCart();
  for (const { productId, quantity } of added) {
    const line = lines.find((existing) => existing.productId === productId);
    if (line) line.quantity += quantity;
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
    const result = await apiFetch<{ lines: unknown[] }>(endpointUrl(endpoints.addCartLines), {
      method: endpoints.addCartLines.method,
      body: { lines: added },
    });
    if (result.ok) {
      setCartCount(result.data.lines.length);
      return null;
    }
    if (result.status !== 401) return result.error;
  }
  addToLocalCart(added);
  return null;
}
