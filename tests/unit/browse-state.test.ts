import { describe, expect, it } from 'vitest';
import {
  canonicalPartsHref,
  fromStateSegment,
  parseBrowseState,
  partsHref,
  searchKey,
  toStateSegment,
  type BrowseState,
} from '@/lib/model/browse-state';
import { keywordsOf, searchWords } from '@/lib/model/search-words';

const parse = (query: string) => parseBrowseState(new URLSearchParams(query));

describe('/parts states', () => {
  it('reads defaults, cuts long searches, falls back on unknown sorts, refuses malformed pages', () => {
    expect(parse('')).toEqual({ q: '', sort: 'name', page: 1 });
    expect(parse('q=%20%20hex%20%20bolt%20&sort=price-desc&page=3')).toEqual({
      q: 'hex bolt',
      sort: 'price-desc',
      page: 3,
    });
    // A word is cut where the search cuts it (40 letters), a search after its 8th word.
    expect(parse(`q=${'x'.repeat(500)}`)!.q).toHaveLength(40);
    expect(parse(`q=${'abcde '.repeat(30)}`)!.q).toBe('abcde');
    expect(parse(`q=${Array.from({ length: 30 }, (_, i) => `w${i}`).join('+')}`)!.q.split(' ')).toHaveLength(
      8,
    );
    expect(parse('sort=toString')!.sort).toBe('name');
    expect(parse('sort=constructor')!.sort).toBe('name');
    for (const page of ['0', '-1', 'abc', '1e3', '2.5', '9999999', ' 2'])
      expect(parse(`page=${page}`), page).toBeNull();
  });

  it('gives each state one canonical URL and one cache segment that reads back to it', () => {
    const states: BrowseState[] = [
      { q: '', sort: 'name', page: 1 },
      { q: 'über Co 50', sort: 'newest', page: 12 },
      { q: 'a b c', sort: 'price-asc', page: 1 },
    ];
    for (const state of states) {
      const segment = toStateSegment(state);
      expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
      // The cache segment holds the search lower-cased: one page whatever the letter case.
      expect(fromStateSegment(segment)).toEqual({ ...state, q: searchKey(state.q) });
      expect(toStateSegment({ ...state, q: state.q.toUpperCase() })).toBe(segment);
      expect(parse(partsHref(state).split('?')[1] ?? '')).toEqual(state);
    }
    expect(partsHref({})).toBe('/parts');
    expect(partsHref({ page: 2, sort: 'name' })).toBe('/parts?page=2');
  });

  it('keys a search on the search as it runs: punctuation, spacing, repeats and a ninth word make no new state', () => {
    expect(parse('q=bolt!')).toEqual(parse('q=bolt'));
    expect(parse('q=%20Hex--Bolt%2C%20M10%3F')!.q).toBe('Hex Bolt M10');
    // A part number keeps its separators and its capitals (the box shows it as typed).
    expect(parse('q=SHAFT-20')!.q).toBe('SHAFT-20');
    expect(parse('q=über%20%26%20Co%2F50%25')!.q).toBe('über Co/50');
    expect(parse('q=bolt%20Bolt%20BOLT')!.q).toBe('bolt');
    expect(parse('q=a+b+c+d+e+f+g+h+junk')!.q).toBe('a b c d e f g h');
    expect(parse('q=%24%7B%7D%20%2A')!.q).toBe('');
    expect(partsHref(parse('q=bolt!!!')!)).toBe('/parts?q=bolt');
  });

  it('sends other spellings of a state to its one URL, and leaves canonical ones alone', () => {
    const canonical = (query: string) => canonicalPartsHref(new URLSearchParams(query));
    expect(canonical('q=bolt!')).toBe('/parts?q=bolt');
    expect(canonical('q=bolt&sort=name&page=1')).toBe('/parts?q=bolt');
    expect(canonical('q=bolt&q=nut')).toBe('/parts?q=bolt');
    expect(canonical('q=')).toBe('/parts');
    for (const query of ['q=SHAFT-20', 'q=shaft-20', 'page=2&q=bolt', 'q=bolt&utm_source=x', '', 'page=abc'])
      expect(canonical(query), query).toBeUndefined();
  });

  it('serves only canonical segments', () => {
    expect(fromStateSegment('invalid')).toBeNull();
    expect(fromStateSegment('%%%')).toBeNull();
    // "page=1" is the default state spelled out: its canonical segment is "all".
    expect(fromStateSegment(Buffer.from('page=1').toString('base64url'))).toBeNull();
    expect(toStateSegment(null)).toBe('invalid');
  });
});

describe('search words', () => {
  it('are letters and digits, lower-cased, never patterns or operators', () => {
    expect(keywordsOf('Hex Bolt M10 × 50', 'Zinc-plated, ISO 4014.')).toEqual([
      'hex',
      'bolt',
      'm10',
      '50',
      'zinc',
      'plated',
      'iso',
      '4014',
    ]);
    expect(searchWords('(a+)+$')).toEqual(['a']);
    expect(searchWords('{"$gt":""}')).toEqual(['gt']);
    expect(searchWords('.* [ \\ %')).toEqual([]);
    expect(searchWords('Ä ä ÄÄ')).toEqual(['ä', 'ää']);
    expect(searchWords('one two three four five six seven eight nine ten')).toHaveLength(8);
  });
});
