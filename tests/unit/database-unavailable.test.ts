import { MongoNetworkError, MongoServerError } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '@/lib/db/availability';

describe('isDatabaseUnavailable', () => {
  it('sees a lost connection inside a bulk write (its errorResponse), as on a busy local server', () => {
    const bulk = Object.assign(new Error('bulk write failed'), {
      name: 'MongoBulkWriteError',
      errorResponse: new MongoNetworkError('connection <monitor> timed out'),
    });
    expect(isDatabaseUnavailable(bulk)).toBe(true);
  });

  it('does not take a refused write (a duplicate key) for an outage', () => {
    const duplicate = Object.assign(new Error('bulk write failed'), {
      name: 'MongoBulkWriteError',
      errorResponse: new MongoServerError({ message: 'E11000 duplicate key', code: 11000 }),
    });
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    expect(isDatabaseUnavailable(new Error('a bug'))).toBe(false);
  });
});
