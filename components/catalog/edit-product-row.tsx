'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Image from 'next/image';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { AdminProductDto } from '@/lib/catalog';
import { priceBreaksAsText } from '@/lib/selling';
import { TaxClassOptions } from './tax-class-options';
import { productFormSchema, type ProductFormInput } from '@/lib/validation';
import { SubmitButton } from '@/components/ui/submit-button';

/** The form's fields, and a new image if one is chosen (none: the part keeps its image). */
const editFormSchema = productFormSchema.extend({
  image: z
    .custom<FileList>((files) => typeof FileList !== 'undefined' && files instanceof FileList)
    .optional(),
});
type EditFormInput = z.input<typeof editFormSchema>;

/** Why a save did not happen: about the chosen image, or about the whole form. */
export type SaveProblem = { message: string; field?: 'image' };

type Props = {
  product: AdminProductDto;
  onSave: (
    values: z.output<typeof productFormSchema>,
    image: File | undefined,
  ) => Promise<SaveProblem | null>;
  onCancel: () => void;
};

/**
 * In-place edit of part number, name, description, price, stock, how the part is sold (minimum,
 * pack, volume prices) and its image, which replaces the current one (uploaded as Add A Products
 * does); the server re-validates with the same schema.
 */
export function EditProductRow({ product, onSave, onCancel }: Props) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EditFormInput, unknown, z.output<typeof editFormSchema>>({
    resolver: zodResolver(editFormSchema),
    defaultValues: {
      partNumber: product.partNumber,
      name: product.name,
      description: product.description,
      quantity: String(product.quantity),
      prize: String(product.prize),
      minimumQuantity: String(product.minimumQuantity),
      quantityStep: String(product.quantityStep),
      priceBreaks: priceBreaksAsText(product.priceBreaks),
      weightKg: product.weightKg === null ? '' : String(product.weightKg),
      taxClass: product.taxClass,
    },
  });

  const submit = handleSubmit(async ({ image, ...values }) => {
    const problem = await onSave(values, image?.[0]);
    if (problem) setError(problem.field ?? 'root', { message: problem.message });
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
          {field('weightKg', 'Shipping weight (kg)')}
          <label className="block">
            <span className="label">Tax class</span>
            <select className="input" {...register('taxClass')}>
              <TaxClassOptions />
            </select>
          </label>
          {field('priceBreaks', 'Volume prices (quantity=price, e.g. 100=17.20, 500=15.90)', true)}
          <div className="flex items-start gap-3 sm:col-span-2">
            <Image
              src={product.img}
              alt={`Current image of ${product.name}`}
              width={96}
              height={72}
              className="h-18 w-24 shrink-0 rounded object-cover"
            />
            <label className="block min-w-0 flex-1">
              <span className="label">New image (JPEG, PNG or WebP, 2 MB at most; empty keeps this one)</span>
              <input
                className="input"
                type="file"
                accept="image/jpeg,image/png,image/webp"
                {...register('image')}
              />
              {errors.image && <span className="field-error block">{errors.image.message}</span>}
            </label>
          </div>
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
