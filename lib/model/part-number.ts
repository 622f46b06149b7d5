/**
 * Part numbers: what buyers type from the old part ("6204-2RS") and what orders and invoices quote.
 * Shared by the validation, the database layer (its unique and search keys) and the browser.
 */

export const PART_NUMBER_MAX = 40;
/** Letters, digits, `-`, `_`, `.`, `/` and spaces, as manufacturers write them. */
export const PART_NUMBER_PATTERN = /^[A-Za-z0-9._/ -]+$/;
export const PART_NUMBER_RULE = `Part number must be 1 to ${PART_NUMBER_MAX} letters, digits, spaces or - _ . /`;

/** As stored and shown: trimmed, runs of spaces made one. */
export const cleanPartNumber = (text: string) => text.trim().replace(/\s+/g, ' ');

/** The key that makes numbers unique ignoring case ("6204-2rs" is "6204-2RS"). */
export const partNumberKey = (partNumber: string) => cleanPartNumber(partNumber).toUpperCase();

/**
 * Letters and digits only, upper-cased: the search key, so that "6204 2rs" and "62042RS" both
 * find "6204-2RS" (a query is compacted the same way and matched as a prefix).
 */
export const compactPartNumber = (text: string) =>
  text
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

/** The number the shop gives a part added without one: PS-00001, PS-00002, … from one counter. */
export const PART_NUMBER_PREFIX = 'PS-';
export const PART_NUMBER_SEQUENCE = 'partNumber';
/**
 * The last number the counter hands out. Only PS-numbers of up to 9 digits count as the shop's
 * (lib/db/part-number-keys.ts): a longer one typed by hand (PS-99999999999999999999999) is just a
 * number, and can neither push the counter past what a JavaScript number holds exactly (it made
 * PS-1e+22) nor collide with a number the shop gives.
 */
export const MAX_AUTO_PART_NUMBER = 999_999_999;
export const AUTO_PART_NUMBERS_USED_UP = `No automatic part number is left after ${PART_NUMBER_PREFIX}${MAX_AUTO_PART_NUMBER}: type a part number`;
/** PS-00001 …; null past MAX_AUTO_PART_NUMBER (every number given matches PART_NUMBER_PATTERN). */
export const formatPartNumber = (sequence: number): string | null =>
  Number.isSafeInteger(sequence) && sequence >= 1 && sequence <= MAX_AUTO_PART_NUMBER
    ? `${PART_NUMBER_PREFIX}${String(sequence).padStart(5, '0')}`
    : null;

/** The stored fields of a part's number: itself and its two keys (kept in step on every write). */
export function partNumberFields(partNumber: string) {
  const clean = cleanPartNumber(partNumber);
  return {
    partNumber: clean,
    partNumberKey: partNumberKey(clean),
    partNumberCompact: compactPartNumber(clean),
  };
}
