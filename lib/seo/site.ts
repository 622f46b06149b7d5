import 'server-only';
import { headers } from 'next/headers';

export const SITE_NAME = 'Partsmith';
export const SITE_DESCRIPTION =
  'Partsmith manufactures precision industrial parts — bearings, gears, fasteners, motors and more — sold in bulk from 30 units.';

/**
 * The public origin for absolute URLs (sitemap, Open Graph, JSON-LD): AUTH_URL when the
 * deployment sets it, otherwise the origin this request came in on.
 */
export async function siteOrigin(): Promise<string> {
  if (process.env.AUTH_URL) return new URL(process.env.AUTH_URL).origin;
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost:3000';
  const proto =
    h.get('x-forwarded-proto') ??
    (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https');
  return `${proto}://${host}`;
}
