import { configuredOrigin, listeningPort } from '@/lib/env';

export const SITE_NAME = 'Partsmith';
export const SITE_DESCRIPTION =
  'Partsmith manufactures precision industrial parts — bearings, gears, fasteners, motors and more — sold in bulk from 30 units.';

/**
 * The public origin for absolute URLs (sitemap, canonical links, Open Graph, JSON-LD). Cached pages
 * are rendered once for every visitor, so it comes from configuration (AUTH_URL), never from a
 * request's Host header.
 */
export function siteOrigin(): string {
  return configuredOrigin() ?? `http://localhost:${listeningPort()}`;
}
