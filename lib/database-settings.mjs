// The database settings, for the one reader that cannot import lib/env.ts: Next loads the cache
// handler (lib/cache/handler.mjs) as plain JavaScript outside its bundles. lib/env.ts uses the
// same default, so both read MONGODB_URI and MONGODB_DB alike.

export const DEFAULT_DATABASE = 'partsmith';

/** MONGODB_URI and MONGODB_DB, or null while there is no database (`next build`). */
export function databaseSettings(source = process.env) {
  const uri = source.MONGODB_URI;
  return uri ? { uri, dbName: source.MONGODB_DB || DEFAULT_DATABASE } : null;
}
