/** Money is integer cents inside; the API and pages show dollars (docs/decisions/0008). */
export const centsToDollars = (cents: number) => cents / 100;

/** An optional amount (a limit not set) in dollars, or null. */
export const dollarsOrNull = (cents: number | undefined) =>
  cents === undefined ? null : centsToDollars(cents);

/** Exact for amounts with at most two decimals (validated before this is called). */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

/** Most decimals a discount in percent may have (5.25 % is 525 basis points). */
const BASIS_POINTS = 10_000;

/**
 * A price less `percent` % (0 to 100, at most two decimals), rounded to the nearest cent: the one
 * rule an offer "at N % off" fills its lines with (integer basis points, so 5 % of $1.99 is the same
 * cent however it is reached).
 */
export function lessPercentCents(cents: number, percent: number): number {
  const off = Math.round(percent * 100);
  return Math.round((cents * (BASIS_POINTS - off)) / BASIS_POINTS);
}
