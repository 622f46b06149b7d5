import type { ShippingZoneDto } from '@/lib/shipping';

// A zone's areas and bands as an admin types them: one line each. The API checks what they become
// (lib/validation/shipping-zone.ts) and names the field of anything wrong; these only split text.

export type AreaInput = { country: string; regions: string[]; postcodePrefixes: string[] };
export type BandInput = { upTo: number | null; price: number | null };

const words = (line: string) => line.split(/[\s,]+/).filter(Boolean);

/**
 * One area per line: a country (`US`), a country and its states or provinces (`US VT NH`), or a
 * country and postcode beginnings (`GB postcodes BT IV`).
 */
export function parseAreas(text: string): AreaInput[] {
  return text
    .split('\n')
    .map(words)
    .filter((tokens) => tokens.length > 0)
    .map(([country, ...rest]) =>
      rest[0]?.toLowerCase() === 'postcodes'
        ? { country: country!, regions: [], postcodePrefixes: rest.slice(1) }
        : { country: country!, regions: rest, postcodePrefixes: [] },
    );
}

export const areasText = (areas: ShippingZoneDto['areas']) =>
  areas
    .map((area) =>
      [
        area.country,
        ...area.regions,
        ...(area.postcodePrefixes.length ? ['postcodes', ...area.postcodePrefixes] : []),
      ].join(' '),
    )
    .join('\n');

const NUMBER = /^\d+(\.\d+)?$/;

/**
 * One band per line, rising: `up to, price` (`5, 15`: up to 5 kg or $5 for $15); the last may be
 * `over, price` (no upper bound) or `over, quote` (a quote is required above the band before).
 * A line that is not that is named, never read as 0 or as "quote".
 */
export function parseBands(text: string): { bands: BandInput[] } | { error: string } {
  const bands: BandInput[] = [];
  const lines = text.split('\n').map(words);
  for (const [index, tokens] of lines.entries()) {
    if (tokens.length === 0) continue;
    const [upTo = '', price = ''] = tokens;
    const open = upTo.toLowerCase() === 'over';
    const quote = price.toLowerCase() === 'quote';
    if (tokens.length !== 2 || (!open && !NUMBER.test(upTo)) || (!quote && !NUMBER.test(price)))
      return {
        error: `Bands, line ${index + 1}: write "up to, price", or "over, price" or "over, quote" last`,
      };
    bands.push({ upTo: open ? null : Number(upTo), price: quote ? null : Number(price) });
  }
  return { bands };
}

export const bandsText = (bands: readonly BandInput[]) =>
  bands.map((band) => `${band.upTo ?? 'over'}, ${band.price ?? 'quote'}`).join('\n');
