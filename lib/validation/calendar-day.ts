import { z } from 'zod';

/**
 * A calendar day, YYYY-MM-DD, that exists: 2027-02-30 and 0000-00-00 do not. Date.parse rolls
 * 2027-02-31 over into March and answers NaN for year 0's month 0, so the day must read back as
 * itself (and toISOString is never called on an invalid date: it throws).
 */
export const calendarDay = (label: string) =>
  z
    .string({ error: `${label} is Required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} is a day (YYYY-MM-DD)`)
    .refine((day) => {
      const time = Date.parse(`${day}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
    }, `${label} is not a day`);
