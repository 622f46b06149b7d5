'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { showFieldErrors, useApi, endpoints } from '@/lib/client';
import type { ProfileDto } from '@/lib/profile';
import { profileSchema, type ProfileInput } from '@/lib/validation';
import { SubmitButton } from '@/components/ui/submit-button';

export function ProfileForm({ profile }: { profile: ProfileDto }) {
  const router = useRouter();
  const { call } = useApi('profile');
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      email: profile.email,
      name: profile.name ?? '',
      phoneNumber: profile.phoneNumber ?? '',
      education: profile.education ?? '',
      img: profile.img ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    const result = await call(endpoints.saveProfile, { body: values });
    if (!result) return;
    if (result.ok) {
      router.push('/dashboard');
      router.refresh();
      return;
    }
    showFieldErrors(result, setFieldError);
    setError(result.error);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="card max-w-xl space-y-4 p-6" aria-label="Update profile">
      <FormField label="Email" error={errors.email?.message}>
        <input className="input bg-steel-50" readOnly {...register('email')} />
      </FormField>
      <FormField label="Name" error={errors.name?.message}>
        <input className="input" autoComplete="name" {...register('name')} />
      </FormField>
      <FormField label="Phone" error={errors.phoneNumber?.message}>
        <input className="input" type="tel" autoComplete="tel" {...register('phoneNumber')} />
      </FormField>
      <FormField label="Education" error={errors.education?.message}>
        <input className="input" {...register('education')} />
      </FormField>
      <FormField label="Image URL" error={errors.img?.message}>
        <input className="input" type="url" placeholder="https://…" {...register('img')} />
      </FormField>
      <FormAlert message={error} />
      <SubmitButton className="btn-primary" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save profile'}
      </SubmitButton>
    </form>
  );
}
