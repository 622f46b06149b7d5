// The face of lib/calendar: the store's days (STORE_TIME_ZONE), for whatever is written in days —
// a price list's validity, an invoice's due date.

export { addDays, daysBetween, storeDay, storeDayStart, storeNoon } from './store-days';
