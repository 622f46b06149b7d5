'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import type { CategoryDto } from '@/lib/categories';
import { endpoints } from '@/lib/client';
import { MAX_OWN_ATTRIBUTES } from '@/lib/model';
import { attributeBody, blankDraft, draftOf, type AttributeDraft } from './attribute-drafts';
import { AttributeRow } from './attribute-row';
import { ancestorsOf, attributeText, type CategoryIndex } from './category-index';
import { useApi } from '@/lib/client';

/**
 * A category's own attributes (store admins, issue 37), replaced whole on save; those it inherits
 * from its ancestors are named above them, to be changed there. The server's field messages show
 * on their rows; a refusal of the whole list (a key defined twice on the branch) under the form.
 */
export function AttributesForm({
  index,
  category,
  onClose,
}: {
  index: CategoryIndex;
  category: CategoryDto;
  onClose: () => void;
}) {
  const router = useRouter();
  const { call } = useApi('categories');
  const [rows, setRows] = useState<AttributeDraft[]>(() => category.attributes.map(draftOf));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [refreshing, startTransition] = useTransition();
  const title = `Attributes of ${category.name}`;
  const inherited = ancestorsOf(index, category).filter((ancestor) => ancestor.attributes.length > 0);
  const change = (row: number, fields: Partial<AttributeDraft>) => {
    setSaved(false);
    setRows((list) => list.map((draft) => (draft.row === row ? { ...draft, ...fields } : draft)));
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setSaved(false);
    const result = await call(endpoints.editCategoryAttributes, {
      params: { id: category._id },
      body: { attributes: rows.map(attributeBody) },
    });
    setBusy(false);
    if (!result) return;
    if (!result.ok) {
      const fields = result.fields ?? {};
      setErrors(fields);
      // A message about the list itself (too many, a key twice) or the tree (a key already defined
      // on the branch, a 409) has no row to show on.
      const onRows = Object.keys(fields).some((field) => /^attributes\.\d+\./.test(field));
      return setProblem(fields.attributes ?? (onRows ? null : result.error));
    }
    setErrors({});
    setProblem(null);
    // As saved: new rows now have their keys, a choice given twice is listed once.
    setRows(result.data.attributes.map(draftOf));
    setSaved(true);
    startTransition(() => router.refresh());
  };

  return (
    <form onSubmit={save} noValidate className="card space-y-4 p-4" aria-label={title}>
      <h4 className="font-semibold">{title}</h4>
      {inherited.length > 0 ? (
        <div className="text-sm text-steel-700">
          <p>Inherited, changed on the category that defines them:</p>
          <ul className="list-disc pl-5">
            {inherited.map((ancestor) => (
              <li key={ancestor._id}>
                From {ancestor.name}: {ancestor.attributes.map(attributeText).join('; ')}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-steel-700">Nothing inherited: no category above it defines attributes.</p>
      )}
      {rows.length === 0 && <p className="text-sm text-steel-700">No attributes of its own.</p>}
      {rows.map((draft, place) => (
        <AttributeRow
          key={draft.row}
          draft={draft}
          place={place}
          errors={errors}
          onChange={(fields) => change(draft.row, fields)}
          onRemove={() => {
            setSaved(false);
            // The server's messages are by place: they no longer match the rows once one is gone.
            setErrors({});
            setRows((list) => list.filter((other) => other.row !== draft.row));
          }}
        />
      ))}
      <FormAlert message={problem} />
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn-outline"
          disabled={rows.length >= MAX_OWN_ATTRIBUTES}
          onClick={() => setRows((list) => [...list, blankDraft()])}
        >
          Add an attribute
        </button>
        <SubmitButton className="btn-primary" disabled={busy}>
          Save attributes
        </SubmitButton>
        <button type="button" className="btn-outline" onClick={onClose}>
          Close
        </button>
        {saved && !refreshing && (
          <p role="status" className="text-sm text-green-800">
            Saved.
          </p>
        )}
      </div>
    </form>
  );
}
