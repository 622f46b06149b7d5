'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { PART_NUMBER_MAX } from '@/lib/model';
import { TaxClassOptions } from './tax-class-options';
import { popupSuccess, uploadImage, showFieldErrors, useApi, endpoints } from '@/lib/client';
import { productFormSchema } from '@/lib/validation';
import { SubmitButton } from '@/components/ui/submit-button';
import type { PartCategoryChoice } from '@/lib/catalog';
import { attributeValuesField, chosenCategory, valuesToSend } from './part-attribute-values';
import { PartCategoryFields } from './part-category-fields';

const formSchema = productFormSchema.extend({
  image: z.custom<FileList>(
    (files) => typeof FileList !== 'undefined' && files instanceof FileList && files.length > 0,
    'Image is Required',
  ),
  attributes: attributeValuesField,
});

type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

type Props = { adminEmail: string; categories: readonly PartCategoryChoice[] };

export function AddProductForm({ adminEmail, categories }: Props) {
  const [error, setError] = useState<string | null>(null);
  const { call } = useApi('add-product');
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema) });
  const chosen = chosenCategory(categories, useWatch({ control, name: 'categoryId' }));

  const onSubmit = handleSubmit(async ({ image, attributes, ...fields }) => {
    setError(null);
    // The image goes first; if it fails, nothing is created (the spec's silent failure is a defect).
    const upload = await uploadImage(call, image[0]!);
    if (!upload) return;
    if (!upload.ok) {
      setFieldError('image', { message: upload.error });
      return;
    }
    const result = await call(endpoints.addProduct, {
      body: {
        ...fields,
        attributes: valuesToSend(chosenCategory(categories, fields.categoryId), attributes, {
          categoryId: null,
          values: {},
        }),
        email: adminEmail,
        img: upload.url,
      },
      onSuccess: async () => {
        reset();
        await popupSuccess('Product added', `${fields.name} is now in the catalog.`);
      },
    });
    if (result && !result.ok) {
      showFieldErrors(result, setFieldError);
      setError(result.error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="card max-w-xl space-y-4 p-6" aria-label="Add a product">
      <FormField
        label="Part number (optional: we assign the next PS-number)"
        error={errors.partNumber?.message}
      >
        <input className="input" maxLength={PART_NUMBER_MAX} {...register('partNumber')} />
      </FormField>
      <FormField label="Product name" error={errors.name?.message}>
        <input className="input" {...register('name')} />
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <textarea className="input min-h-28" {...register('description')} />
      </FormField>
      <PartCategoryFields
        categories={categories}
        chosen={chosen}
        category={register('categoryId')}
        value={(key) => register(`attributes.${key}`)}
        errors={{
          category: errors.categoryId?.message,
          value: (key) => errors.attributes?.[key]?.message,
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Quantity (units in stock)" error={errors.quantity?.message}>
          <input className="input" inputMode="numeric" {...register('quantity')} />
        </FormField>
        <FormField label="Prize (unit price, $)" error={errors.prize?.message}>
          <input className="input" inputMode="decimal" {...register('prize')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Minimum order (default 30)" error={errors.minimumQuantity?.message}>
          <input className="input" inputMode="numeric" {...register('minimumQuantity')} />
        </FormField>
        <FormField label="Sold in packs of (default 1)" error={errors.quantityStep?.message}>
          <input className="input" inputMode="numeric" {...register('quantityStep')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Shipping weight (kg, optional)" error={errors.weightKg?.message}>
          <input className="input" inputMode="decimal" {...register('weightKg')} />
        </FormField>
        <FormField label="Tax class" error={errors.taxClass?.message}>
          <select className="input" {...register('taxClass')}>
            <TaxClassOptions />
          </select>
        </FormField>
      </div>
      <FormField
        label="Volume prices (optional: quantity=price, e.g. 100=17.20, 500=15.90)"
        error={errors.priceBreaks?.message}
      >
        <input className="input" {...register('priceBreaks')} />
      </FormField>
      <FormField label="Image (JPEG, PNG or WebP, 2 MB at most)" error={errors.image?.message}>
        <input
          className="input"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          {...register('image')}
        />
      </FormField>
      <FormAlert message={error} />
      <SubmitButton className="btn-primary" disabled={isSubmitting}>
        {isSubmitting ? 'Adding…' : 'Add product'}
      </SubmitButton>
    </form>
  );
}
