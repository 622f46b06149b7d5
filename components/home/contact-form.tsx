'use client';

import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { useApi, useSchemaForm, publicEndpoints } from '@/lib/client';
import { SubmitButton } from '@/components/ui/submit-button';

const contactSchema = () => import('@/lib/validation/contact').then((m) => m.contactSchema);

export function ContactForm() {
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const { call } = useApi('public');
  const { errors, isSubmitting, formProps } = useSchemaForm(contactSchema, async (values, form) => {
    setStatus(null);
    const result = await call(publicEndpoints.contact, { body: values });
    if (!result) return;
    if (result.ok) {
      form.reset();
      setStatus({
        kind: 'success',
        text: 'Thank you! Your message has been sent. We will reply within one business day.',
      });
    } else {
      setStatus({ kind: 'error', text: result.error });
    }
  });

  return (
    <section aria-labelledby="contact-heading" className="bg-white py-16">
      <div className="mx-auto max-w-xl px-4">
        <h2 id="contact-heading" className="mb-2 text-center text-3xl font-bold">
          Contact us
        </h2>
        <p className="mb-8 text-center text-steel-500">
          Questions about a part or a large order? Write to our sales engineers.
        </p>
        <form {...formProps} className="space-y-4" aria-label="Contact form">
          <FormField label="Name" error={errors.name}>
            <input className="input" name="name" autoComplete="name" />
          </FormField>
          <FormField label="Email" error={errors.email}>
            <input className="input" name="email" type="email" autoComplete="email" />
          </FormField>
          <FormField label="Message" error={errors.message}>
            <textarea className="input min-h-32" name="message" />
          </FormField>
          <SubmitButton className="btn-primary w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Send message'}
          </SubmitButton>
          {status && (
            <p role="status" className={status.kind === 'success' ? 'text-green-700' : 'text-red-600'}>
              {status.text}
            </p>
          )}
        </form>
      </div>
    </section>
  );
}
