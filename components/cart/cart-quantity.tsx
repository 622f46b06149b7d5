'use client';

import { useState, type FormEvent } from 'react';
import type { CartLineDto } from '@/lib/cart';

type Props = { line: CartLineDto; onStep: (direction: 1 | -1) => void; onSet: (quantity: number) => void };

/** A line's quantity: − and + by the part's pack, or a number typed and confirmed (Enter, or leaving the field). */
export function CartQuantity({ line, onStep, onSet }: Props) {
  const [typed, setTyped] = useState<string | null>(null);
  const id = `quantity-${line.productId}`;
  const commit = (event?: FormEvent) => {
    event?.preventDefault();
    if (typed === null) return;
    setTyped(null);
    const quantity = Number(typed.trim());
    if (typed.trim() !== '' && quantity !== line.quantity) onSet(Number.isInteger(quantity) ? quantity : NaN);
  };
  return (
    <form className="flex items-center gap-2" onSubmit={commit}>
      <button
        type="button"
        className="btn-outline w-11"
        aria-label={`Decrease quantity of ${line.name}`}
        onClick={() => onStep(-1)}
      >
        −
      </button>
      <label htmlFor={id} className="sr-only">
        Quantity of {line.name}
      </label>
      <input
        id={id}
        className="input w-24 text-center"
        inputMode="numeric"
        value={typed ?? String(line.quantity)}
        onChange={(event) => setTyped(event.currentTarget.value)}
        onBlur={() => commit()}
      />
      <button
        type="button"
        className="btn-outline w-11"
        aria-label={`Increase quantity of ${line.name}`}
        onClick={() => onStep(1)}
      >
        +
      </button>
    </form>
  );
}
