/** Money is integer cents inside; the API and pages show dollars (docs/decisions/0008). */
export const centsToDollars = (cents: number) => cents / 100;

/** Exact for amounts with at most two decimals (validated before this is called). */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

const formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1,234.50" — callers write the $ sign, as the spec's labels do ('Prize: $'). */
export const formatDollars = (dollars: number) => formatter.format(dollars);
