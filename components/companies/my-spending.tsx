import type { SpendingDto } from '@/lib/orders';
import { formatDollars } from '@/lib/selling';

const dollars = (amount: number) => `$${formatDollars(amount)}`;

/** A member's own limits and what they spent this month, as checkout will count them. */
export function MySpending({ spending }: { spending: SpendingDto }) {
  const { perOrderLimit, monthlyLimit, spentThisMonth, leftThisMonth } = spending;
  return (
    <p data-testid="my-spending">
      You spent {dollars(spentThisMonth)} this month.{' '}
      {perOrderLimit === null && monthlyLimit === null
        ? 'You have no spending limit.'
        : [
            perOrderLimit !== null && `Your limit is ${dollars(perOrderLimit)} per order.`,
            monthlyLimit !== null &&
              `Your monthly limit is ${dollars(monthlyLimit)}: ${dollars(leftThisMonth ?? 0)} is left.`,
          ]
            .filter(Boolean)
            .join(' ')}
    </p>
  );
}
