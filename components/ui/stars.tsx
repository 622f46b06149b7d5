/** Read-only star rating; the input version lives with the review form. */
export function Stars({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <span role="img" aria-label={`${rating} out of ${max} stars`} className="text-lg tracking-tight">
      {Array.from({ length: max }, (_, i) => (
        <span key={i} aria-hidden="true" className={i < rating ? 'text-accent' : 'text-steel-300'}>
          ★
        </span>
      ))}
    </span>
  );
}
