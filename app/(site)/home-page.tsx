import { Banner } from '@/components/home/banner';
import { CompanySection } from '@/components/home/company-section';
import { ContactForm } from '@/components/home/contact-form';
import { CounterStrip } from '@/components/home/counter-strip';
import { ReviewsCarousel } from '@/components/home/reviews-carousel';
import { ProductGrid } from '@/components/products/product-grid';
import { JsonLd } from '@/components/seo/json-ld';
import Link from 'next/link';
import { getHomeProducts } from '@/lib/catalog/cache';
import { getReviews } from '@/lib/reviews/list-reviews';
import { siteOrigin } from '@/lib/seo/site';
import { organizationLd } from '@/lib/seo/structured-data';

/** The home page, served at both / and /Home (SPEC §2). */
export async function HomePage() {
  const [products, reviews, origin] = await Promise.all([
    getHomeProducts(),
    getReviews({}, 12),
    siteOrigin(),
  ]);
  return (
    <>
      <JsonLd data={organizationLd(origin)} />
      <Banner />
      <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 py-16">
        <div className="mb-8 flex items-end justify-between gap-4">
          <h2 id="featured-heading" className="text-3xl font-bold">
            Our parts
          </h2>
          <Link href="/parts" className="font-semibold text-brand-600 hover:underline">
            See all parts →
          </Link>
        </div>
        <ProductGrid products={products} />
      </section>
      <CounterStrip />
      <ReviewsCarousel reviews={reviews} />
      <div id="contact">
        <ContactForm />
      </div>
      <CompanySection />
    </>
  );
}
