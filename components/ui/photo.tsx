import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's optimised <img> (the srcset from next.config.mjs's image settings, lazy loading,
 * width and height or fill) without its client component. That component puts about 5 KB of
 * JavaScript on every public page (each prefetches the others' chunks) for what our photos never
 * use: placeholders and load handlers. Works in server and client components. For a photo that
 * must load first, pass `loading="eager"` and `fetchPriority="high"` (what `priority` did).
 */
export function Photo(props: ImageProps) {
  const { alt, ...attributes } = getImageProps(props).props;
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, see above
  return <img alt={alt} {...attributes} />;
}
