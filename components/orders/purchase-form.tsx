'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import {
  centsToDollars,
  formatDollars,
  priceContextFromDto,
  priceFor,
  pricedPartOf,
  priceSourceLabel,
  type PriceContextDto,
  quantityProblem,
  stepQuantity,
  ABOVE_STOCK_MESSAGE,
} from '@/lib/selling';
import type { ProductDto } from '@/lib/catalog';
import { popupOrderedPayNow, showFieldErrors, useApi, endpoints, useHydrated } from '@/lib/client';
import { orderSchema, type OrderInput } from '@/lib/validation';
import { PhoneAndPo } from './phone-and-po';
import { PriceLadder } from './price-ladder';
import { SubmitButton } from '@/components/ui/submit-button';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { PayOnAccountChoice } from '@/components/companies/pay-on-account-choice';
import { orderPagePath } from '@/lib/model';
import type { CompanyCheckoutDto } from '@/lib/orders';

type Props = {
  product: ProductDto;
  email: string;
  /** The buyer's prices for this part (lib/pricelists/price-context.ts): what checkout charges. */
  prices: PriceContextDto;
  defaultName: string;
  initialQuantity: number;
  /** Above the stock, the form offers a quote for the quantity instead (../quotes/quote-request-form.tsx). */
  onRequestQuote: (quantity: number) => void;
  /** Pay on account, when the buyer's company has terms (lib/orders/spending.ts onAccountOffer). */
  onAccountOffer: CompanyCheckoutDto['onAccount'];
};

export function PurchaseForm({
  product,
  email,
  prices,
  defaultName,
  initialQuantity,
  onRequestQuote,
  onAccountOffer,
}: Props) {
  const router = useRouter();
  const { call } = useApi('purchase', { returnTo: `/product/${product._id}` });
  const [serverError, setServerError] = useState<string | null>(null);
  const [stepMessage, setStepMessage] = useState<string | null>(null);
  const [chosen, setOnAccount] = useState(false);
  const onAccount = chosen && !!onAccountOffer && !onAccountOffer.blocked;
  // Until React has the form, what is typed could be overwritten as it takes over: the fields wait.
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setValue,
    control,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<OrderInput>({
    resolver: zodResolver(orderSchema),
    defaultValues: {
      customerName: defaultName,
      phoneNumber: '',
      poNumber: '',
      productQuantity: String(initialQuantity),
    },
  });

  const raw = String(useWatch({ control, name: 'productQuantity' }) ?? '');
  const quantity = /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  const typedProblem = raw.trim() === '' ? null : quantityProblem(quantity, product, product.quantity);
  const quantityMessage = stepMessage ?? errors.productQuantity?.message ?? typedProblem;
  // The same rule the server charges by (lib/selling/price-for.ts); the server never takes this total.
  const context = useMemo(() => priceContextFromDto(prices), [prices]);
  const { unitCents, totalCents, source } = priceFor(context, pricedPartOf(product), quantity);

  const step = (direction: 1 | -1) => {
    // docs/product.md#validation-rules-and-messages: the buttons stop at the limits and say why.
    const next = stepQuantity(quantity, direction, product, product.quantity);
    if ('message' in next) return setStepMessage(next.message);
    setStepMessage(null);
    clearErrors('productQuantity');
    setValue('productQuantity', String(next.quantity));
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const problem = quantityProblem(Number(values.productQuantity), product, product.quantity);
    if (problem) return setError('productQuantity', { message: problem });
    const result = await call(endpoints.placeOrder, {
      params: { id: product._id },
      body: {
        ...values,
        productName: product.name,
        customerEmail: email,
        totalPrize: centsToDollars(totalCents),
        payOnAccount: onAccount,
      },
    });
    if (!result) return;
    // On account: confirmed and invoiced, nothing to pay now; its page shows it.
    if (result.ok && result.data.onAccount && result.data.number) {
      router.push(orderPagePath(result.data.number));
      return;
    }
    if (result.ok) {
      const payNow = await popupOrderedPayNow();
      router.push(payNow ? `/dashboard/payment/${result.data._id}` : '/parts');
      router.refresh();
      return;
    }
    showFieldErrors(result, setError);
    setServerError(result.error);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="card space-y-4 self-start p-6" aria-label="Purchase">
      <FormField label="Name" error={errors.customerName?.message}>
        <input className="input" autoComplete="name" readOnly={!hydrated} {...register('customerName')} />
      </FormField>
      <FormField label="Email">
        <input className="input bg-steel-50" value={email} readOnly />
      </FormField>
      <PhoneAndPo
        phone={register('phoneNumber')}
        po={register('poNumber')}
        errors={{ phone: errors.phoneNumber?.message, po: errors.poNumber?.message }}
        readOnly={!hydrated}
      />
      <div>
        <label htmlFor="quantity" className="label">
          Quantity (minimum {product.minimumQuantity}
          {product.quantityStep > 1 && `, in packs of ${product.quantityStep}`})
        </label>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className="btn-outline w-11"
            aria-label="Decrease quantity"
            onClick={() => step(-1)}
          >
            −
          </button>
          <input
            id="quantity"
            className="input w-32 text-center"
            inputMode="numeric"
            readOnly={!hydrated}
            {...register('productQuantity', { onChange: () => setStepMessage(null) })}
          />
          <button
            type="button"
            className="btn-outline w-11"
            aria-label="Increase quantity"
            onClick={() => step(1)}
          >
            +
          </button>
        </div>
        {quantityMessage && (
          <p className="field-error" role="alert" data-testid="quantity-error">
            {quantityMessage}
          </p>
        )}
        {quantityMessage === ABOVE_STOCK_MESSAGE && Number.isInteger(quantity) && (
          <button type="button" className="btn-outline mt-2" onClick={() => onRequestQuote(quantity)}>
            Request a quote for {quantity} instead
          </button>
        )}
      </div>
      {source.kind === 'contract' ? (
        <p className="text-sm text-steel-700" data-testid="contract-price">
          {priceSourceLabel(source)}: ${formatDollars(centsToDollars(unitCents))} per unit
        </p>
      ) : (
        <PriceLadder product={product} quantity={quantity} />
      )}
      <p className="text-lg">
        Total: <strong data-testid="order-total">${formatDollars(centsToDollars(totalCents))}</strong>
        <span className="ml-2 text-sm text-steel-500">
          ({Number.isInteger(quantity) ? quantity : 0} × ${formatDollars(centsToDollars(unitCents))})
        </span>
      </p>
      {onAccountOffer && (
        <PayOnAccountChoice offer={onAccountOffer} onAccount={onAccount} onChange={setOnAccount} />
      )}
      {serverError && !Object.keys(errors).length && (
        <p role="alert" className="text-sm text-red-600" data-testid="purchase-error">
          {serverError}
        </p>
      )}
      <SubmitButton className="btn-primary w-full" disabled={isSubmitting || Boolean(typedProblem)}>
        {isSubmitting ? 'Placing order…' : onAccount ? 'Place order on account' : 'Place order'}
      </SubmitButton>
      <div className="flex flex-wrap items-center gap-2">
        <AddToCartButton
          productId={product._id}
          quantity={quantity}
          name={product.name}
          className="btn-outline w-full"
          disabled={!Number.isInteger(quantity) || Boolean(typedProblem)}
        />
      </div>
    </form>
  );
}
