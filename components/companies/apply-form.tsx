'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { endpoints, useApi, useSchemaForm } from '@/lib/client';
import { CompanyFields } from './company-fields';

const detailsSchema = () => import('@/lib/validation/company').then((m) => m.companyDetailsSchema);

/** A customer applies for a business account; the store's admins decide and mail the answer. */
export function ApplyForm() {
  const router = useRouter();
  const { call } = useApi('company');
  const [error, setError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { errors, isSubmitting, formProps } = useSchemaForm(detailsSchema, async (values) => {
    setError(null);
    const result = await call(endpoints.applyForCompany, { body: values });
    if (!result) return;
    if (result.ok) router.refresh();
    else {
      setServerErrors(result.fields ?? {});
      setError(result.fields ? null : result.error);
    }
  });
  return (
    <form {...formProps} className="card space-y-4 p-6" aria-label="Apply for a business account">
      <h2 className="text-lg font-semibold">Apply for a business account</h2>
      <p className="text-sm text-steel-700">
        Buy as a company: invite your buyers, approvers and finance, and keep one bill-to address on every
        invoice. We review each application and answer by email.
      </p>
      <CompanyFields errors={{ ...serverErrors, ...errors }} />
      <SubmitButton className="btn-primary" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Apply'}
      </SubmitButton>
      <FormAlert message={error} testId="apply-error" />
    </form>
  );
}
