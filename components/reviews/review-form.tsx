'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { popupSuccess, useApi, endpoints } from '@/lib/client';
import { FEEDBACK_MAX_LENGTH, reviewSchema, type ReviewInput } from '@/lib/validation';
import { StarInput } from './star-input';
import { SubmitButton } from '@/components/ui/submit-button';

export function ReviewForm({ userId }: { userId: string }) {
  const { call } = useApi('review');
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReviewInput>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { rating: 0, customerFeedback: '' },
  });

  const feedback = useWatch({ control, name: 'customerFeedback' });

  const onSubmit = handleSubmit(async (values) => {
    await call(endpoints.addReview, {
      params: { id: userId },
      body: values,
      popupOnError: true,
      onSuccess: async () => {
        reset();
        await popupSuccess('Thank you!! Your review succed');
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="card max-w-xl space-y-4 p-6" aria-label="Add a review">
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarInput value={field.value} onChange={field.onChange} error={errors.rating?.message} />
        )}
      />
      <FormField label="Your feedback" error={errors.customerFeedback?.message}>
        <textarea
          className="input min-h-32"
          maxLength={FEEDBACK_MAX_LENGTH}
          {...register('customerFeedback')}
        />
      </FormField>
      <p className="text-right text-xs text-steel-500">
        {feedback?.length ?? 0}/{FEEDBACK_MAX_LENGTH}
      </p>
      <SubmitButton className="btn-primary" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Add review'}
      </SubmitButton>
    </form>
  );
}
