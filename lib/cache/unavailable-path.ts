/** The page that answers 503 while the store cannot reach its database (proxy.ts). */
export const UNAVAILABLE_PATH = '/unavailable';
