/** docs/product.md#business-constants-and-limits business-overview counters. */
const COUNTERS = [
  { value: '68+', label: 'countries' },
  { value: '230 M+', label: 'clients' },
  { value: '625 B+', label: 'reviews' },
  { value: '690 K', label: 'projects' },
] as const;

export function CounterStrip() {
  return (
    <section aria-labelledby="overview-heading" className="bg-brand-900 py-12 text-white">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="overview-heading" className="mb-8 text-center text-2xl font-bold uppercase tracking-wide">
          Millions of businesses trust us
        </h2>
        <dl className="grid grid-cols-2 gap-6 text-center md:grid-cols-4">
          {COUNTERS.map((counter) => (
            <div
              key={counter.label}
              data-testid="counter"
              className="flex flex-col-reverse rounded-lg bg-white/5 p-6"
            >
              <dt className="text-sm uppercase tracking-wider text-brand-100">{counter.label}</dt>
              <dd className="text-4xl font-extrabold text-accent">{counter.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
