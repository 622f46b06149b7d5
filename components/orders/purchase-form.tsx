'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { formatDollars } from '@/lib/catalog/money';
import type { ProductDto } from '@/lib/catalog/product-dto';
import { apiFetch } from '@/lib/client/api-fetch';
import { popupSuccess } from '@/lib/client/popups';
import { signOutTo } from '@/lib/client/sign-out';
import { loginUrlFor } from '@/lib/auth/routes';
import { ABOVE_STOCK_MESSAGE, BELOW_MINIMUM_MESSAGE, MIN_ORDER_QUANTITY } from '@/lib/orders/rules';
import { orderSchema, quantityProblem, type OrderInput } from '@/lib/validation/order';

type Props = { product: ProductDto; email: string; defaultName: string; initialQuantity: number };

export function PurchaseForm({ product, email, defaultName, initialQuantity }: Props) {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const [stepMessage, setStepMessage] = useState<string | null>(null);
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
    defaultValues: { customerName: defaultName, phoneNumber: '', productQuantity: String(initialQuantity) },
  });

  const raw = String(useWatch({ control, name: 'productQuantity' }) ?? '');
  const quantity = /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  const typedProblem = raw.trim() === '' ? null : quantityProblem(quantity, product.quantity);
  const quantityMessage = stepMessage ?? errors.productQuantity?.message ?? typedProblem;
  const unitCents = Math.round(product.prize * 100);
  const totalCents = Number.isInteger(quantity) ? unitCents * quantity : 0;

  const step = (delta: number) => {
    const current = Number.isInteger(quantity) ? quantity : MIN_ORDER_QUANTITY;
    const next = current + delta;
    // SPEC §5: the buttons stop at the limits and say why.
    if (next < MIN_ORDER_QUANTITY) return setStepMessage(BELOW_MINIMUM_MESSAGE);
    if (next > product.quantity) return setStepMessage(ABOVE_STOCK_MESSAGE);
    setStepMessage(null);
    clearErrors('productQuantity');
    setValue('productQuantity', String(next));
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const problem = quantityProblem(Number(values.productQuantity), product.quantity);
    if (problem) return setError('productQuantity', { message: problem });
    const result = await apiFetch(`/api/order/${product._id}`, {
      method: 'POST',
      body: { ...values, productName: product.name, customerEmail: email, totalPrize: totalCents / 100 },
    });
    if (result.ok) {
      await popupSuccess('Orderd!! Your order succed');
      router.push('/parts');
      router.refresh();
      return;
    }
    if (result.status === 401) return signOutTo(loginUrlFor(`/product/${product._id}`));
    for (const [field, message] of Object.entries(result.fields ?? {}))
      setError(field as keyof OrderInput, { message });
    setServerError(result.error);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="card space-y-4 self-start p-6" aria-label="Purchase">
      <FormField label="Name" error={errors.customerName?.message}>
        <input className="input" autoComplete="name" {...register('customerName')} />
      </FormField>
      <FormField label="Email">
        <input className="input bg-steel-50" value={email} readOnly />
      </FormField>
      <FormField label="Phone" error={errors.phoneNumber?.message}>
        <input className="input" type="tel" autoComplete="tel" {...register('phoneNumber')} />
      </FormField>
      <div>
        <label htmlFor="quantity" className="label">
          Quantity (minimum {MIN_ORDER_QUANTITY})
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
      </div>
      <p className="text-lg">
        Total: <strong data-testid="order-total">${formatDollars(totalCents / 100)}</strong>
        <span className="ml-2 text-sm text-steel-500">
          ({Number.isInteger(quantity) ? quantity : 0} × ${formatDollars(product.prize)})
        </span>
      </p>
      {serverError && !Object.keys(errors).length && (
        <p role="alert" className="text-sm text-red-600">
          {serverError}
        </p>
      )}
      <button type="submit" className="btn-primary w-full" disabled={isSubmitting || Boolean(typedProblem)}>
        {isSubmitting ? 'Placing order…' : 'Place order'}
      </button>
    </form>
  );
}
