'use client';

import type { ComponentProps } from 'react';
import { useHydrated } from '@/lib/client';

/** A form's submit button, usable once the page is the browser's (lib/client/use-hydrated.ts). */
export function SubmitButton({ disabled, ...props }: Omit<ComponentProps<'button'>, 'type'>) {
  const hydrated = useHydrated();
  return <button type="submit" disabled={!hydrated || disabled} {...props} />;
}
