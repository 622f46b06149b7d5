/** A form-level error (under the form, docs/product.md#error-catalogue), announced to screen readers. */
export function FormAlert({ message, testId }: { message: string | null | undefined; testId?: string }) {
  if (!message) return null;
  return (
    <p role="alert" data-testid={testId} className="text-sm text-red-600">
      {message}
    </p>
  );
}
