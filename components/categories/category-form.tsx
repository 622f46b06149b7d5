'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import type { CategoryDto } from '@/lib/categories';
import { endpoints } from '@/lib/client';
import type { CategoryIndex } from './category-index';
import { ParentSelect } from './parent-select';
import { useApi } from '@/lib/client';

/**
 * A category's name and place (store admins, issue 37): adds one, or renames and/or moves
 * `category` (its subcategories move with it). The server's refusal (a sibling of that name, too
 * deep, the tree busy) shows under the form.
 */
export function CategoryForm({
  index,
  category,
  onDone,
}: {
  index: CategoryIndex;
  category?: CategoryDto;
  onDone?: () => void;
}) {
  const router = useRouter();
  const { call } = useApi('categories');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  const [refreshing, startTransition] = useTransition();
  const title = category ? `Rename or move ${category.name}` : 'Add a category';

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const parent = String(form.get('parentId') ?? '');
    const body = { name: String(form.get('name') ?? ''), parentId: parent === '' ? null : parent };
    setBusy(true);
    setAdded(false);
    const result = category
      ? await call(endpoints.editCategory, { params: { id: category._id }, body })
      : await call(endpoints.addCategory, { body });
    setBusy(false);
    if (!result) return;
    if (!result.ok) {
      const fields = result.fields ?? {};
      setErrors(fields);
      // A refusal of the tree's (a 409: a sibling of that name, too deep) has no field to show on.
      return setProblem('name' in fields || 'parentId' in fields ? null : result.error);
    }
    setErrors({});
    setProblem(null);
    if (!category) {
      formElement.reset();
      setAdded(true);
    }
    onDone?.();
    startTransition(() => router.refresh());
  };

  return (
    <form onSubmit={save} noValidate className="card space-y-4 p-4" aria-label={title}>
      {category && <h4 className="font-semibold">{title}</h4>}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Name" error={errors.name}>
          <input className="input" name="name" defaultValue={category?.name} maxLength={80} required />
        </FormField>
        <ParentSelect
          index={index}
          moving={category}
          defaultValue={category?.parentId ?? ''}
          error={errors.parentId}
        />
      </div>
      <FormAlert message={problem} />
      <div className="flex flex-wrap items-center gap-2">
        <SubmitButton className="btn-primary" disabled={busy}>
          {category ? 'Save' : 'Add category'}
        </SubmitButton>
        {category && onDone && (
          <button type="button" className="btn-outline" onClick={onDone}>
            Cancel
          </button>
        )}
        {added && !refreshing && (
          <p role="status" className="text-sm text-green-800">
            Added.
          </p>
        )}
      </div>
    </form>
  );
}
