import { AppError, type ErrorCode, type ErrorKind } from '@/lib/model';

/** The one place where the domain's error kinds become HTTP statuses. */
export const STATUS_OF_KIND: Record<ErrorKind, number> = {
  bad_request: 400,
  unauthorized: 401,
  payment: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  invalid: 422,
  limit: 429,
  upstream: 502,
  unavailable: 503,
};

/** Messages for errors thrown without words of their own: by code first, then by kind. */
const MESSAGES: Partial<Record<ErrorCode, string>> = {
  unauthorized: 'Please sign in first',
  forbidden: 'You are not allowed to do this',
  'forbidden:admin': 'Admins only',
  not_found: 'Not found',
  'not_found:order': 'Order not found',
  'not_found:product': 'Product not found',
  'not_found:review': 'Review not found',
  'not_found:quote': 'Quote not found',
  'not_found:list': 'List not found',
  'not_found:user': 'User not found',
  'not_found:image': 'Image not found',
  limit: 'Too many requests. Please wait a minute and try again.',
  unavailable: 'The store is unavailable right now. Please try again in a minute.',
  upstream: 'The payment provider did not answer. Please try again.',
  invalid: 'Some fields are not valid',
  bad_request: 'The request is not valid',
};

export const messageOf = (error: AppError): string =>
  error.message || MESSAGES[error.code] || MESSAGES[error.kind] || 'Something went wrong';

export const statusOf = (error: AppError): number => STATUS_OF_KIND[error.kind];
