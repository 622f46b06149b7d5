'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Image from 'next/image';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import type { AdminProductDto, PartCategoryChoice } from '@/lib/catalog';
import { priceBreaksAsText } from '@/lib/selling';
import { TaxClassOptions } from './tax-class-options';
import { productFormSchema, type ProductFormInput } from '@/lib/validation';
import { SubmitButton } from '@/components/ui/submit-button';
import { attributeValuesField, chosenCategory, valuesToSend, writtenValues } from './part-attribute-values';
import { PartCategoryFields } from './part-category-fields';

/** The form's fields, and a new image if one is chosen (none: the part keeps its image). */
const editFormSchema = productFormSchema.extend({
  image: z
    .custom<FileList>((files) => typeof FileList !== 'undefined' && files instanceof FileList)
    .optional(),
  attributes: attributeValuesField,
});
type EditFormInput = z.input<typeof editFormSchema>;

/** The fields saved: the form's, with the attribute values to send (part-attribute-values.ts). */
export type SavedValues = z.output<typeof productFormSchema> & { attributes?: Record<string, string> };

/**
 * Why a save did not happen: about the chosen image, the server's messages by field (a 422:
 * `attributes.diameter`), or about the whole form.
 */
export type SaveProblem = { message: string; field?: 'image'; fields?: Record<string, string> };

type Props = {
  product: AdminProductDto;
  categories: readonly PartCategoryChoice[];
  onSave: (values: SavedValues, image: File | undefined) => Promise<SaveProblem | null>;
  onCancel: () => void;
};

/**
 * In-place edit of part number, name, description, price, stock, how the part is sold (minimum,
 * pack, volume prices), its category and values (issue 37) and its image, which replaces the
 * current one (uploaded as Add A Products does); the server re-validates with the same schema.
 */
export function EditProductRow({ product, categories, onSave, onCancel }: Props) {
  // The values as stored, written in their attributes' units: what "unchanged" is compared with.
  const before = {
    categoryId: product.categoryId,
    values: writtenValues(chosenCategory(categories, product.categoryId), product.attributes),
  };
  const defaultValues: EditFormInput = {
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
    categoryId: product.categoryId ?? '',
    attributes: before.values,
  };
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EditFormInput, unknown, z.output<typeof editFormSchema>>({
    resolver: zodResolver(editFormSchema),
    defaultValues,
  });
  const chosen = chosenCategory(categories, useWatch({ control, name: 'categoryId' }));

  const submit = handleSubmit(async ({ image, attributes, ...values }) => {
    const target = chosenCategory(categories, values.categoryId);
    const problem = await onSave(
      { ...values, attributes: valuesToSend(target, attributes, before) },
      image?.[0],
    );
    if (!problem) return;
    // A refusal by field shows under its fields; any other, or one of a field not shown, above the buttons.
    const fields = Object.entries(problem.fields ?? {});
    for (const [name, message] of fields) setError(name as FieldPath<EditFormInput>, { message });
    // `attributes` itself (a refusal of the whole list) has no field of its own: it goes above.
    const shown = (name: string) =>
      (name !== 'attributes' && name in defaultValues) ||
      !!target?.attributes.some((each) => `attributes.${each.key}` === name);
    if (fields.length === 0 || !fields.every(([name]) => shown(name)))
      setError(problem.field ?? 'root', { message: problem.message });
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
          <PartCategoryFields
            className="sm:col-span-2"
            categories={categories}
            chosen={chosen}
            category={register('categoryId')}
            value={(key) => register(`attributes.${key}`)}
            errors={{
              category: errors.categoryId?.message,
              value: (key) => errors.attributes?.[key]?.message,
            }}
          />
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
