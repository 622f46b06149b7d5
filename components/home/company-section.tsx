import { Photo } from '@/components/ui/photo';

export function CompanySection() {
  return (
    <section
      aria-labelledby="company-heading"
      className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-16 md:grid-cols-2"
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded-xl shadow-lg">
        <Photo
          src="/images/banner/factory.webp"
          alt="The Partsmith plant"
          fill
          sizes="(min-width: 768px) 50vw, 100vw"
          className="object-cover"
        />
      </div>
      <div>
        <h2 id="company-heading" className="mb-4 text-3xl font-bold">
          Built in our own plant
        </h2>
        <p className="mb-4 text-steel-700">
          Partsmith machines, heat-treats and inspects every part under one roof. Forty CNC cells, a metrology
          lab and a warehouse next to the motorway let us quote honestly and ship fast.
        </p>
        <p className="text-steel-700">
          We sell in bulk only — 30 units or more per order — so we can keep prices close to cost for the
          workshops and manufacturers who rely on us.
        </p>
      </div>
    </section>
  );
}
