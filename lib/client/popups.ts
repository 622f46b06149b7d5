/**
 * The spec's popups (docs/product.md#the-api, #error-catalogue), words verbatim. sweetalert2 loads when the
 * first one opens.
 */

const swal = async () => (await import('sweetalert2')).default;

export async function popupSuccess(title: string, text?: string) {
  await (await swal()).fire({ icon: 'success', title, text, confirmButtonColor: '#1f56b8' });
}

export async function popupError(title: string, text?: string) {
  await (await swal()).fire({ icon: 'error', title, text, confirmButtonColor: '#1f56b8' });
}

/** 'Are you sure? …' with 'Yes, delete it!'; true when confirmed. */
export async function confirmDelete(): Promise<boolean> {
  const result = await (
    await swal()
  ).fire({
    title: 'Are you sure?',
    text: "You won't be able to revert this!",
    icon: 'warning',
    showCancelButton: true,
    confirmButtonColor: '#dc2626',
    cancelButtonColor: '#5d6576',
    confirmButtonText: 'Yes, delete it!',
  });
  return result.isConfirmed;
}

export async function popupDeleted() {
  await popupSuccess('Deleted!', 'Your file has been deleted.');
}

export async function confirmAction(
  title: string,
  text: string,
  confirmButtonText: string,
): Promise<boolean> {
  const result = await (
    await swal()
  ).fire({
    title,
    text,
    icon: 'question',
    showCancelButton: true,
    confirmButtonText,
    confirmButtonColor: '#1f56b8',
  });
  return result.isConfirmed;
}

/**
 * The spec's 'Orderd!! Your order succed', with a way to pay at once beside its OK (which leads on
 * as the spec says). True when the buyer chose to pay now.
 */
export async function popupOrderedPayNow(): Promise<boolean> {
  const result = await (
    await swal()
  ).fire({
    icon: 'success',
    title: 'Orderd!! Your order succed',
    confirmButtonColor: '#1f56b8',
    showDenyButton: true,
    denyButtonText: 'Pay now',
    denyButtonColor: '#15803d',
  });
  return result.isDenied;
}
