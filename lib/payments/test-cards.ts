/**
 * The offline test gateway's cards: Stripe's documented test numbers, so the same numbers work
 * against real Stripe in test mode.
 */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;

export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  incorrectNumber: 'Your card number is incorrect.',
  expired: "Your card's expiration date is invalid or in the past.",
  incorrectCvc: "Your card's security code is incomplete.",
} as const;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type Card = { number: string; expiry: string; cvc: string };

/** The card's outcome as a card network would answer: null when it is charged. */
export function chargeProblem(card: Card, now = new Date()): string | null {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhnValid(number)) return CARD_MESSAGES.incorrectNumber;
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  if (!expiry || month < 1 || month > 12 || new Date(year, month, 1) <= now) return CARD_MESSAGES.expired;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return CARD_MESSAGES.incorrectCvc;
  if (number === TEST_CARDS.success) return null;
  return CARD_MESSAGES.declined;
}
