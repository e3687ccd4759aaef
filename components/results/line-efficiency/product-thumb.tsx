// A product as the line-efficiency lists show it: its first image (or a neutral square) and its name, with the style
// number under it. The image is decorative: the name beside it says which product it is.
import type { ReactNode } from "react";
import { RetryingImage } from "@/components/ui/retrying-image";
import type { TResultsProduct } from "@/lib/results/view";

export function ProductThumb({ product, size = "md", children }: { product: TResultsProduct; size?: "sm" | "md"; children?: ReactNode }) {
  const box = size === "sm" ? "h-10 w-10" : "h-16 w-16";
  return (
    <div className="flex min-w-0 items-center gap-3">
      {product.image ? (
        <RetryingImage src={product.image} alt="" loading="lazy" className={`${box} shrink-0 rounded-control border border-line bg-white object-contain`} />
      ) : (
        <span aria-hidden className={`${box} shrink-0 rounded-control border border-line bg-sunken`} />
      )}
      <div className="min-w-0">
        <p className="font-medium break-words text-ink">{product.name}</p>
        {product.style_number && <p className="text-xs text-muted">{product.style_number}</p>}
        {children}
      </div>
    </div>
  );
}

/** The view's product for an id (a product the report names but the view lacks still shows, by its id). */
export function productOf(products: readonly TResultsProduct[], id: string): TResultsProduct {
  return products.find((p) => p.product_id === id) ?? { product_id: id, question_id: null, name: id, style_number: null, image: null };
}
