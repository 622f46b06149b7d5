import { Photo } from '@/components/ui/photo';

/** A part's photo at the top of its page (public page and purchase page): 4:3, half the width on desktop. */
export function ProductPhoto({
  src,
  name,
  className = '',
}: {
  src: string;
  name: string;
  className?: string;
}) {
  return (
    <div className={`relative aspect-[4/3] overflow-hidden rounded-xl bg-steel-100 ${className}`.trim()}>
      <Photo
        src={src}
        alt={name}
        fill
        priority
        sizes="(min-width: 768px) 50vw, 100vw"
        className="object-cover"
      />
    </div>
  );
}
