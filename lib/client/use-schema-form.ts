'use client';

import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field, as the forms show them. */
function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Form state for the public pages' forms (contact, sign-in, sign-up) on the platform alone: the
 * browser's form data, checked on submit by the zod schema the server uses, loaded on the first
 * submit. The dashboard's forms use react-hook-form; its 13 KB gzip would put every public page
 * over its JavaScript budget (Next prefetches the home page, and its contact form, from every page).
 *
 * Behaves like react-hook-form's defaults there: validate on submit, then again on every change
 * while errors show; focus the first invalid field; hand the parsed (trimmed) values on.
 */
export function useSchemaForm<Schema extends z.ZodType>(
  loadSchema: () => Promise<Schema>,
  onValid: (values: z.output<Schema>, form: HTMLFormElement) => Promise<void>,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const schema = useRef<Promise<Schema> | null>(null);

  async function validate(form: HTMLFormElement) {
    schema.current ??= loadSchema();
    const result = (await schema.current).safeParse(Object.fromEntries(new FormData(form)));
    setErrors(result.success ? {} : fieldErrors(result.error.issues));
    return result;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitting(true);
    try {
      const result = await validate(form);
      if (result.success) {
        await onValid(result.data, form);
        return;
      }
      const first = String(result.error.issues[0]?.path[0] ?? '');
      form.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
    } finally {
      setSubmitting(false);
    }
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    if (Object.keys(errors).length > 0) void validate(event.currentTarget);
  }

  return { errors, isSubmitting, formProps: { onSubmit, onChange, noValidate: true } };
}
