import 'server-only';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { env } from '@/lib/env';

// Days of the store's time zone (STORE_TIME_ZONE): a price list's validity is written in them and kept
// as the instants those days begin, so that the resolver compares instants only; an invoice is due on one.

/** 00:00 of `day` (YYYY-MM-DD) in the store's time zone. */
export function storeDayStart(day: string, zone = env().STORE_TIME_ZONE): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, zone).getTime());
}

/** The store's day (YYYY-MM-DD) an instant falls on. */
export const storeDay = (instant: Date, zone = env().STORE_TIME_ZONE) =>
  format(new TZDate(instant.getTime(), zone), 'yyyy-MM-dd');

/** Noon of `day` in the store's time zone: a whole day's price, clear of its edges. */
export const storeNoon = (day: string, zone = env().STORE_TIME_ZONE) =>
  new Date(storeDayStart(day, zone).getTime() + 12 * 3_600_000);

/** The day `days` after `day` (before, if negative): calendar arithmetic on the digits (UTC). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (YYYY-MM-DD; negative when `to` comes first). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
