import { describe, expect, it } from 'vitest';
import { ObjectId } from 'mongodb';
import { acceptRefusal, taking, type AcceptableQuote } from '@/lib/quotes/acceptance';

const BUYER = 'buyer@example.com';
// Offered through 30 June: answer-quote.ts stores the end of that day (UTC), 23:59:59.999.
const validUntil = new Date(Date.UTC(2025, 5, 30) + 86_400_000 - 1);
const offer: AcceptableQuote = { customerEmail: BUYER, state: 'offered', validUntil };
const at = (iso: string) => new Date(iso);
const conflict = (message: string) => ({ code: 'conflict', message });

describe('whether a quote can be accepted (lib/quotes/acceptance.ts)', () => {
  it('is yes for its own customer while the offer is open', () => {
    expect(acceptRefusal(offer, BUYER, at('2025-06-10T12:00:00.000Z'))).toBeNull();
  });

  it('holds through the whole last day (UTC) and ends at the midnight after it', () => {
    expect(acceptRefusal(offer, BUYER, at('2025-06-30T00:00:00.000Z'))).toBeNull();
    expect(acceptRefusal(offer, BUYER, at('2025-06-30T23:59:59.999Z'))).toBeNull();
    const expired = conflict('This offer expired on 2025-06-30. Ask for a new quote.');
    expect(acceptRefusal(offer, BUYER, at('2025-07-01T00:00:00.000Z'))).toEqual(expired);
    expect(acceptRefusal(offer, BUYER, at('2026-01-15T08:00:00.000Z'))).toEqual(expired);
  });

  it('is no for anyone but the customer who asked, admins included, before anything else', () => {
    const forbidden = {
      code: 'forbidden',
      message: 'Only the customer who asked for this quote can accept it',
    };
    expect(acceptRefusal(offer, 'admin@example.com', at('2025-06-10T12:00:00.000Z'))).toEqual(forbidden);
    // Someone else's expired or settled quote: still "not yours", never its state.
    expect(acceptRefusal(offer, 'other@example.com', at('2025-07-02T00:00:00.000Z'))).toEqual(forbidden);
    expect(
      acceptRefusal({ ...offer, state: 'accepted' }, 'other@example.com', at('2025-06-10T12:00:00.000Z')),
    ).toEqual(forbidden);
  });

  it('names why a quote with no open offer cannot be accepted', () => {
    const now = at('2025-06-10T12:00:00.000Z');
    expect(acceptRefusal({ customerEmail: BUYER, state: 'requested' }, BUYER, now)).toEqual(
      conflict('We have not made an offer on this quote yet.'),
    );
    expect(acceptRefusal({ customerEmail: BUYER, state: 'declined' }, BUYER, now)).toEqual(
      conflict('This quote was declined.'),
    );
    expect(acceptRefusal({ ...offer, state: 'accepted' }, BUYER, now)).toEqual(
      conflict('You have already accepted this offer.'),
    );
  });

  it('reads a settled quote by its state, not its date, once the offer day has passed', () => {
    const later = at('2025-07-05T00:00:00.000Z');
    expect(acceptRefusal({ ...offer, state: 'accepted' }, BUYER, later)).toEqual(
      conflict('You have already accepted this offer.'),
    );
    expect(acceptRefusal({ ...offer, state: 'declined' }, BUYER, later)).toEqual(
      conflict('This quote was declined.'),
    );
  });
});

describe('what an acceptance takes of an offer (taking, issue 33)', () => {
  const a = new ObjectId();
  const b = new ObjectId();
  const lines = [
    { productId: a, productName: 'Plate', quantity: 100, acceptedQuantity: 40 },
    { productId: b, productName: 'Shaft', quantity: 60 },
  ];
  const asked = (id: ObjectId, quantity: number) => ({ productId: id.toHexString(), quantity });

  it('takes everything left without a list, and is then the whole of it', () => {
    expect(taking({ lines })).toEqual({
      taken: [
        { index: 0, quantity: 60 },
        { index: 1, quantity: 60 },
      ],
      whole: true,
    });
  });

  it('takes the units asked for, leaves out a line at 0, and is whole only when nothing is left', () => {
    expect(taking({ lines }, [asked(a, 60), asked(b, 0)])).toEqual({
      taken: [{ index: 0, quantity: 60 }],
      whole: false,
    });
    expect(taking({ lines }, [asked(b, 60), asked(a, 60)]).whole).toBe(true);
    expect(taking({ lines }, [asked(b, 59), asked(a, 60)]).whole).toBe(false);
  });

  it('refuses more than is left, a part the quote lacks, a line twice, and nothing at all', () => {
    expect(() => taking({ lines }, [asked(a, 61)])).toThrow(
      'Only 60 of Plate are left to accept on this offer.',
    );
    expect(() => taking({ lines }, [asked(new ObjectId(), 1)])).toThrow('is not in this quote');
    expect(() => taking({ lines }, [asked(b, 1), asked(b, 1)])).toThrow('Shaft is named twice');
    expect(() => taking({ lines }, [asked(a, 0)])).toThrow('Nothing is left to accept on this offer.');
    const done = lines.map((line) => ({ ...line, acceptedQuantity: line.quantity }));
    expect(() => taking({ lines: done })).toThrow('Nothing is left to accept on this offer.');
  });
});
