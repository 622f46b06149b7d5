import { Carousel } from '@/components/ui/carousel';
import { Photo } from '@/components/ui/photo';

const SLIDES = [
  {
    image: '/images/banner/slide-1.webp',
    title: 'Precision parts, made in bulk',
    text: 'Bearings, gears and fasteners machined to tolerance and shipped by the crate.',
  },
  {
    image: '/images/banner/slide-2.webp',
    title: 'Stock you can count on',
    text: 'Live inventory on every part. Order from 30 units and we reserve them the moment you do.',
  },
  {
    image: '/images/banner/slide-3.webp',
    title: 'From drawing to delivery',
    text: 'Our engineers check every batch before it leaves the plant, so your line never waits.',
  },
] as const;

export function Banner() {
  return (
    <Carousel
      label="Partsmith highlights"
      slides={SLIDES.map((slide, index) => (
        <div key={slide.title} className="relative h-72 w-full overflow-hidden sm:h-96">
          <Photo
            src={slide.image}
            alt=""
            fill
            sizes="100vw"
            className="object-cover"
            priority={index === 0}
          />
          <div className="absolute inset-0 flex flex-col justify-center gap-4 bg-gradient-to-r from-steel-900/80 to-transparent px-8 text-white sm:px-16">
            <h2 className="max-w-xl text-3xl font-bold sm:text-5xl">{slide.title}</h2>
            <p className="max-w-lg text-base text-steel-100 sm:text-lg">{slide.text}</p>
            <a href="/parts" className="btn-primary w-fit">
              Browse parts
            </a>
          </div>
        </div>
      ))}
    />
  );
}
