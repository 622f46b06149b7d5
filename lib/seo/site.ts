import 'server-only';
import { headers } from 'next/headers';
import { publicOrigin } from '@/lib/http/public-origin';

export const SITE_NAME = 'Partsmith';
export const SITE_DESCRIPTION =
  'Partsmith manufactures precision industrial parts — bearings, gears, fasteners, motors and more — sold in bulk from 30 units.';

/** The public origin for absolute URLs (sitemap, Open Graph, JSON-LD). */
export async function siteOrigin(): Promise<string> {
  return publicOrigin(await headers());
}
