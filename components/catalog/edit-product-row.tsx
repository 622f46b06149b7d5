'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminProductDto } from '@/lib/catalog/product-dto';
import { priceBreaksAsText } from '@/lib/selling/pricing';
import { productFormSchema, type ProductFormInput } from '@/lib/validation/product';
import { SubmitButton } from '@/components/ui/submit-button';

type Props = {
  product: AdminProductDto;
  onSave: (values: z.output<typeof productFormSchema>) => Promise<string | null>;
  onCancel: () => void;
};

/**
 * In-place edit of part number, name, description, price, stock and how the part is sold (minimum, pack, volume
 * prices); the server re-validates with the same schema.
 */
export function EditProductRow({ product, onSave, onCancel }: Props) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormInput, unknown, z.output<typeof productFormSchema>>({
    resolver: zodResolver(productFormSchema),
    defaultValues: {
      partNumber: product.partNumber,
      name: product.name,
      description: product.description,
      quantity: String(product.quantity),
      prize: String(product.prize),
      minimumQuantity: String(product.minimumQuantity),
      quantityStep: String(product.quantityStep),
      priceBreaks: priceBreaksAsText(product.priceBreaks),
    },
  });

  const submit = handleSubmit(async (values) => {
    const problem = await onSave(values);
    if (problem) setError('root', { message: problem });
  });

  const field = (name: keyof ProductFormInput, label: string, wide = false) => (
    <label className={`block ${wide ? 'sm:col-span-2' : ''}`}>
      <span className="label">{label}</span>
      <input className="input" {...register(name)} />
      {errors[name] && <span className="field-error block">{errors[name].message}</span>}
    </label>
  );

  return (
    <tr role="row" data-testid="product-edit-row" className="border-t border-steel-100 bg-brand-50">
      <td role="cell" colSpan={5} className="px-4 py-4">
        <form
          onSubmit={submit}
          noValidate
          aria-label={`Edit ${product.name}`}
          className="grid gap-3 sm:grid-cols-2"
        >
          {field('partNumber', 'Part number')}
          {field('name', 'Product name')}
          {field('description', 'Description', true)}
          {field('prize', 'Prize ($)')}
          {field('quantity', 'Quantity in stock')}
          {field('minimumQuantity', 'Minimum order')}
          {field('quantityStep', 'Sold in packs of')}
          {field('priceBreaks', 'Volume prices (quantity=price, e.g. 100=17.20, 500=15.90)', true)}
          {errors.root && (
            <p role="alert" className="text-sm text-red-600 sm:col-span-2">
              {errors.root.message}
            </p>
          )}
          <div className="flex gap-2 sm:col-span-2">
            <SubmitButton className="btn-primary" disabled={isSubmitting}>
              Save
            </SubmitButton>
            <button type="button" className="btn-outline" onClick={onCancel}>
              Cancel
            </button>
          </div>
        </form>
      </td>
    </tr>
  );
}
