'use client';

import { useState } from 'react';
import type { SubstitutesDto } from '@/lib/cart';
import { cartEndpoints, useApi } from '@/lib/client';
import { formatDollars } from '@/lib/selling';
import { AddToCartButton } from './add-to-cart-button';

/** The line's part (`productId`), or for a number not found the closest number the catalog has (`near`). */
type Props = ({ productId: string; near?: never } | { near: string; productId?: never }) & {
  quantity: number;
  name: string;
};

/**
 * "Find substitutes" on a cart or bill-of-materials line whose part is out of stock, or whose
 * number is not found (issue 37): parts of its category (or of the part nearest its number, that
 * part first) with the same critical values and the units in stock, nearest first, each with what
 * differs and one click into the cart. Asked for only when pressed: an idle page sends nothing.
 */
export function Substitutes({ productId, near, quantity, name }: Props) {
  const { call } = useApi('public');
  const [state, setState] = useState<
    | { phase: 'idle' }
    | { phase: 'asking' }
    | { phase: 'shown'; found: SubstitutesDto }
    | { phase: 'failed'; error: string }
  >({ phase: 'idle' });

  const ask = async () => {
    setState({ phase: 'asking' });
    const asked: Record<string, string> = productId ? { productId } : { near: near! };
    const result = await call(cartEndpoints.substitutes, {
      query: { ...asked, quantity: String(quantity) },
    });
    if (!result) setState({ phase: 'idle' });
    else
      setState(result.ok ? { phase: 'shown', found: result.data } : { phase: 'failed', error: result.error });
  };

  if (state.phase === 'idle' || state.phase === 'asking')
    return (
      <button
        type="button"
        className="btn-outline mt-2"
        disabled={state.phase === 'asking'}
        aria-label={`Find substitutes for ${name}`}
        onClick={() => void ask()}
      >
        Find substitutes
      </button>
    );
  if (state.phase === 'failed')
    return (
      <p role="alert" className="field-error">
        {state.error}
      </p>
    );
  const { substitutes } = state.found;
  if (substitutes.length === 0)
    return (
      <p role="status" className="mt-2 text-sm">
        {near ? `Neither ${state.found.partNumber} nor a` : 'No'} part of its category with the same critical
        values has {quantity.toLocaleString('en-US')} in stock.
      </p>
    );
  return (
    <ul aria-label={`Substitutes for ${name}`} className="mt-2 space-y-3" data-testid="substitutes">
      {substitutes.map((part) => (
        <li key={part._id} className="rounded border border-steel-100 p-2 text-sm" data-testid="substitute">
          <p className="font-semibold">{part.name}</p>
          <p className="text-xs text-steel-500">
            Part no. {part.partNumber} · {part.available.toLocaleString('en-US')} in stock
          </p>
          <p>
            {part.quantity.toLocaleString('en-US')} for ${formatDollars(part.totalPrize)} ($
            {formatDollars(part.unitPrize)} each){part.contract && `, ${part.contract}`}
          </p>
          {part.differences.length === 0 ? (
            <p className="text-xs">The same in every attribute.</p>
          ) : (
            <ul aria-label="Differs in" className="text-xs">
              {part.differences.map((each) => (
                <li key={each.label}>
                  {each.label}: {each.theirs}{' '}
                  <span className="text-steel-500">
                    ({near ? state.found.partNumber : 'this line'}: {each.ours})
                  </span>
                </li>
              ))}
            </ul>
          )}
          <AddToCartButton
            productId={part._id}
            quantity={part.quantity}
            name={part.name}
            className="btn-primary mt-1"
          />
        </li>
      ))}
    </ul>
  );
}
