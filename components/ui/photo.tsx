import { getImageProps, type ImageProps } from 'next/image';
import { PhotoImg } from './photo-img';

/**
 * next/image's optimised <img> (the srcset from next.config.mjs's image settings, lazy loading,
 * width and height or fill) without its client component. That component puts about 5 KB of
 * JavaScript on every public page (each prefetches the others' chunks) for what our photos never
 * use: placeholders and load handlers. Works in server and client components. `priority` does
 * what next/image's does (loads at once, preloaded from the head), at high fetch priority.
 */
export function Photo({ priority = false, ...props }: ImageProps) {
  const { alt, src, ...attributes } = getImageProps({
    ...props,
    ...(priority && { loading: 'eager', fetchPriority: 'high' }),
  }).props;
  return <PhotoImg alt={alt} src={src} priority={priority} {...attributes} />;
}
