'use client';

import { lazy, Suspense, useState } from 'react';
import { Cell, DataTable, Row } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { loginUrlFor } from '@/lib/auth/browser';
import type { CartLineDto } from '@/lib/cart';
import { readLocalCart, writeLocalCart, cartEndpoints } from '@/lib/client';
import { formatDollars, quantityProblem, stepQuantity } from '@/lib/selling';
import { CartQuantity } from './cart-quantity';
import { useCart } from './use-cart';

// What a visitor's cart does not show loads when shown (issue 37: /cart within its JavaScript
// budget): checkout, quote and saved lists are a customer's (react-hook-form and zod come with
// them), substitutes a short line's.
const CartCustomerForms = lazy(() =>
  import('./cart-customer-forms').then((m) => ({ default: m.CartCustomerForms })),
);
const Substitutes = lazy(() => import('./substitutes').then((m) => ({ default: m.Substitutes })));

/**
 * /cart: every line with its part, quantity (− and + by the part's pack), unit price from the
 * ladder, the next price break, line total; the subtotal; and checkout. A customer's cart is the
 * account's (the same on every device); a visitor's is this browser's, priced by the server, and
 * checking out asks them to sign in first (their lines join the account's then).
 */
export function CartView() {
  const { user, call, cart, error, self, load, changed, inTurn } = useCart();
  const [lineMessages, setLineMessages] = useState<Record<string, string>>({});

  const say = (line: CartLineDto, message: string | null) =>
    setLineMessages((messages) => {
      const rest = Object.fromEntries(Object.entries(messages).filter(([id]) => id !== line.productId));
      return message ? { ...rest, [line.productId]: message } : rest;
    });

  const setQuantity = (line: CartLineDto, quantity: number) =>
    inTurn(async () => {
      // The purchase page's rules and words; the server checks again (and the stock, now).
      const problem = quantityProblem(quantity, line, line.available);
      if (problem) return say(line, problem);
      say(line, null);
      if (!user) {
        writeLocalCart(
          readLocalCart().map((l) => (l.productId === line.productId ? { ...l, quantity } : l)),
          self,
        );
        return load();
      }
      const result = await call(cartEndpoints.setCartLine, {
        params: { id: line.productId },
        body: { quantity },
      });
      if (result?.ok) changed(result.data);
      else if (result) say(line, result.fields?.quantity ?? result.error);
    });

  const step = (line: CartLineDto, direction: 1 | -1) => {
    const next = stepQuantity(line.quantity, direction, line, line.available);
    if ('message' in next) return say(line, next.message);
    void setQuantity(line, next.quantity);
  };

  const remove = (line: CartLineDto) =>
    inTurn(async () => {
      if (!user) {
        writeLocalCart(
          readLocalCart().filter((l) => l.productId !== line.productId),
          self,
        );
        return load();
      }
      const result = await call(cartEndpoints.removeCartLine, { params: { id: line.productId } });
      if (result?.ok) changed(result.data);
    });

  if (cart === null) {
    return (
      <p role="status" className="card p-6 text-steel-500">
        {error ?? 'Loading your cart…'}
      </p>
    );
  }
  if (cart.lines.length === 0) {
    return (
      <p className="card p-6 text-steel-500" data-testid="cart-empty">
        Your cart is empty.{' '}
        <a href="/parts" className="font-semibold text-brand-700 underline">
          Browse parts
        </a>{' '}
        or{' '}
        <a href="/quickorder" className="font-semibold text-brand-700 underline">
          order a bill of materials
        </a>
        .
      </p>
    );
  }
  const blocked = cart.lines.some((line) => line.problem);
  return (
    <div className="space-y-6">
      {cart.removed > 0 && (
        <p role="status" className="text-sm text-steel-700">
          {cart.removed === 1 ? 'A part' : `${cart.removed} parts`} in your cart are no longer sold and were
          removed.
        </p>
      )}
      <DataTable label="Cart" columns={['Part', 'Quantity', 'Unit price', 'Line total', '']}>
        {cart.lines.map((line) => (
          <Row key={line.productId} data-testid="cart-line">
            <Cell label="Part">
              <a href={`/parts/${line.productId}`} className="font-medium text-brand-700 hover:underline">
                {line.name}
              </a>
              <p className="text-xs text-steel-500">Part no. {line.partNumber}</p>
            </Cell>
            <Cell label="Quantity">
              <CartQuantity
                line={line}
                onStep={(direction) => step(line, direction)}
                onSet={(quantity) => setQuantity(line, quantity)}
              />
              {(lineMessages[line.productId] ?? line.problem) && (
                <p className="field-error" role="alert" data-testid="line-problem">
                  {lineMessages[line.productId] ?? line.problem}
                </p>
              )}
              {line.problem && line.quantity > line.available && (
                <>
                  <p className="text-xs text-steel-500">
                    {line.available.toLocaleString('en-US')} available now
                  </p>
                  <Suspense>
                    <Substitutes
                      // Asked again for a new quantity: an answer for another one would mislead.
                      key={`${line.productId}:${line.quantity}`}
                      productId={line.productId}
                      quantity={line.quantity}
                      name={line.name}
                    />
                  </Suspense>
                </>
              )}
            </Cell>
            <Cell label="Unit price">
              ${formatDollars(line.unitPrize)}
              {line.contract && (
                <p className="text-xs text-steel-500" data-testid="contract-price">
                  {line.contract}
                </p>
              )}
              {line.nextBreak && (
                <p className="text-xs text-steel-500" data-testid="next-break">
                  {line.nextBreak.minQuantity}+ at ${formatDollars(line.nextBreak.prize)}:{' '}
                  {line.nextBreak.more} more
                </p>
              )}
            </Cell>
            <Cell label="Line total">${formatDollars(line.totalPrize)}</Cell>
            <Cell label="Actions" className="cell-actions">
              <button
                type="button"
                className="btn-outline"
                aria-label={`Remove ${line.name}`}
                onClick={() => remove(line)}
              >
                Remove
              </button>
            </Cell>
          </Row>
        ))}
      </DataTable>
      <p className="text-sm">
        <a href="/quickorder" className="font-semibold text-brand-700 underline">
          Quick order
        </a>
        : add more parts by number, or paste or upload a bill of materials.
      </p>
      <p className="text-lg">
        Subtotal ({cart.lines.length} {cart.lines.length === 1 ? 'part' : 'parts'}):{' '}
        <strong data-testid="cart-subtotal">${formatDollars(cart.subtotal)}</strong>
      </p>
      <FormAlert message={error} testId="cart-error" />
      {user ? (
        <Suspense fallback={<p role="status">Loading checkout…</p>}>
          <CartCustomerForms
            blocked={blocked}
            order={{
              total: cart.subtotal,
              lineCount: cart.lines.length,
              seenPrices: cart.lines.map(({ productId, unitPrize }) => ({ productId, unitPrize })),
              key: cart.lines.map(({ productId, quantity }) => `${productId}:${quantity}`).join(','),
            }}
          />
        </Suspense>
      ) : (
        <a href={loginUrlFor('/cart')} className="btn-primary">
          Sign in to check out
        </a>
      )}
    </div>
  );
}
