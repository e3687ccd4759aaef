// A study image with its desktop and mobile variants; the box keeps its aspect ratio (CSS), so nothing shifts.
type TImg = { desktop: string | null; mobile: string | null };

export function Picture({ image, alt, className, eager }: { image: TImg; alt: string; className: string; eager?: boolean }) {
  const small = image.mobile ?? image.desktop;
  if (!small) return null;
  return (
    <div className={className}>
      <picture>
        {image.desktop && image.mobile && <source media="(min-width: 768px)" srcSet={image.desktop} />}
        <img src={small} alt={alt} loading={eager ? "eager" : "lazy"} decoding="async" />
      </picture>
    </div>
  );
}

export const hasImage = (i: TImg | null | undefined): i is TImg => !!(i && (i.mobile || i.desktop));
