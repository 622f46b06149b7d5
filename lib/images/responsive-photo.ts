import { IMAGE_DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from './image-widths.mjs';

// A photo's src and srcset as next/image's getImageProps writes them for a `sizes` in vw (every
// configured width from the smallest the viewport share needs), through its default loader
// (/_next/image). For client components: getImageProps and its loader config weigh about 4 KB of
// JavaScript on every page with product cards (issue 37's budget); this is a few lines.
// tests/integration/catalog-pages.test.ts checks every URL it writes is served.

const ALL_SIZES = [...IMAGE_SIZES, ...IMAGE_DEVICE_SIZES].sort((a, b) => a - b);

const optimized = (src: string, width: number) =>
  `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`;

/** `src` and `srcSet` for an image shown at `sizes` (whose smallest vw share picks the widths). */
export function responsivePhoto(src: string, sizes: string): { src: string; srcSet?: string } {
  // As next/image: an SVG, a data or blob URL is not optimised.
  if (/^(data|blob):/.test(src) || src.split('?')[0]!.endsWith('.svg')) return { src };
  const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
  const smallest = shares.length ? Math.min(...shares) / 100 : 0;
  const widths = ALL_SIZES.filter((width) => width >= IMAGE_DEVICE_SIZES[0]! * smallest);
  return {
    src: optimized(src, widths.at(-1)!),
    srcSet: widths.map((width) => `${optimized(src, width)} ${width}w`).join(', '),
  };
}
