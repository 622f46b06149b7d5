import { describe, expect, it } from 'vitest';
import { areasText, bandsText, parseAreas, parseBands } from '@/components/shipping/zone-text';

describe('a shipping zone as an admin types it', () => {
  it('reads a country, its states, or its postcode beginnings, one per line, and writes them back', () => {
    const text = 'US VT, NH\n\nDE\nGB postcodes BT IV';
    const areas = parseAreas(text);
    expect(areas).toEqual([
      { country: 'US', regions: ['VT', 'NH'], postcodePrefixes: [] },
      { country: 'DE', regions: [], postcodePrefixes: [] },
      { country: 'GB', regions: [], postcodePrefixes: ['BT', 'IV'] },
    ]);
    expect(areasText(areas)).toBe('US VT NH\nDE\nGB postcodes BT IV');
  });

  it('reads rising bands, an open last band or one that needs a quote, and never a blank as 0', () => {
    const parsed = parseBands('5, 15\n50 40\nover, quote');
    const bands = 'bands' in parsed ? parsed.bands : [];
    expect(bands).toEqual([
      { upTo: 5, price: 15 },
      { upTo: 50, price: 40 },
      { upTo: null, price: null },
    ]);
    expect(bandsText(bands)).toBe('5, 15\n50, 40\nover, quote');
    expect(parseBands('over, 90')).toEqual({ bands: [{ upTo: null, price: 90 }] });
    const refusal = 'write "up to, price", or "over, price" or "over, quote" last';
    expect(parseBands('5, 15\n12')).toEqual({ error: `Bands, line 2: ${refusal}` });
    expect(parseBands('ten, 5')).toEqual({ error: `Bands, line 1: ${refusal}` });
    expect(parseBands('5, -1')).toEqual({ error: `Bands, line 1: ${refusal}` });
  });
});
