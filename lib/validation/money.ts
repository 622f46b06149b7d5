import { z } from 'zod';

/**
 * An amount in dollars as a form or the API sends it (the server keeps integer cents:
 * docs/decisions/0008): more than $0, at most two decimals.
 */
export const dollarAmount = (label: string) =>
  z
    .number({ error: `${label} must be a number of dollars` })
    .positive(`${label} must be more than $0`)
    .max(100_000_000, `${label} is too large`)
    .refine(
      (dollars) => Math.round(dollars * 100) / 100 === dollars,
      `${label} has at most two decimals (cents)`,
    );
