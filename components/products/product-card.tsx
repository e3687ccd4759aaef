"use client";
// A catalogue card (spec 1 §2): image, title truncated at 27 characters (20 when minimal), price, child-product
// names on hover, and the card menu. Edit and Delete are offered only for an editable product; otherwise their
// disabled "(Disabled - In Use)" items appear. Download Images appears only when the product has images.
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ImageOff, MoreVertical } from "lucide-react";
import { PRODUCT_LIMITS, PRODUCT_MSG } from "@/lib/products/messages";
import { formatPrice, truncate } from "@/lib/products/format";
import type { TCatalogueProduct } from "./catalogue-api";
import { RetryingImage } from "@/components/ui/retrying-image";

export const CARD_MENU = { view: "View", edit: "Edit", delete: "Delete", downloadImages: "Download Images" } as const;

interface Props {
  product: TCatalogueProduct;
  currencySymbol: string;
  /** The user may write products in this brand (the server enforces it too). */
  canWrite: boolean;
  minimal?: boolean;
  onOpen: (product: TCatalogueProduct) => void;
  onView: (product: TCatalogueProduct) => void;
  onEdit: (product: TCatalogueProduct) => void;
  onDelete: (product: TCatalogueProduct) => void;
  onDownloadImages: (product: TCatalogueProduct) => void;
}

const itemClass =
  "flex cursor-pointer select-none items-center rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-sunken data-[disabled]:cursor-not-allowed data-[disabled]:text-disabled";

export function ProductCard({ product, currencySymbol, canWrite, minimal = false, onOpen, onView, onEdit, onDelete, onDownloadImages }: Props) {
  const image = [...product.images].sort((a, b) => a.order - b.order)[0];
  const title = truncate(product.name, minimal ? PRODUCT_LIMITS.minimalCardTitle : PRODUCT_LIMITS.cardTitle);
  const titleId = `product-card-${product._id}`;

  return (
    <article
      aria-labelledby={titleId}
      data-testid="product-card"
      data-product-id={product._id}
      className="group relative flex flex-col overflow-hidden rounded-lg border border-line bg-white shadow-sm focus-within:ring-2 focus-within:ring-focus"
    >
      <button
        type="button"
        onClick={() => onOpen(product)}
        className="flex flex-1 flex-col text-left focus:outline-none"
        aria-describedby={`${titleId}-price`}
      >
        <div className={`flex w-full items-center justify-center bg-sunken ${minimal ? "aspect-[4/3]" : "aspect-square"}`}>
          {image ? (
            <RetryingImage src={image.mobile} alt={product.name} loading="lazy" className="h-full w-full object-cover" />
          ) : (
            <ImageOff aria-hidden className="h-10 w-10 text-disabled" />
          )}
        </div>
        <div className="flex flex-col gap-1 p-3 pr-10">
          <h2 id={titleId} title={product.name} className="text-sm font-medium text-ink">
            {title}
          </h2>
          <p id={`${titleId}-price`} className="text-sm text-muted">
            {product.price === null ? "—" : formatPrice(product.price, currencySymbol)}
          </p>
        </div>
      </button>

      {product.children.length > 0 && (
        <div className="px-3 pb-3 text-xs text-muted">
          <span>{product.children.length === 1 ? "1 style variant" : `${product.children.length} style variants`}</span>
          {/* Child-product names appear on hover (and keyboard focus), truncated at 27 characters. */}
          <ul className="mt-1 hidden list-disc pl-4 group-focus-within:block group-hover:block">
            {product.children.map((c) => (
              <li key={c._id} title={c.name}>
                {truncate(c.name, PRODUCT_LIMITS.childNameOnHover)}
              </li>
            ))}
          </ul>
        </div>
      )}

      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={`Actions for ${product.name}`}
          className="absolute bottom-2 right-2 rounded p-1 text-muted hover:bg-sunken"
        >
          <MoreVertical aria-hidden className="h-5 w-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={4} className="z-popover min-w-52 rounded-md border border-line bg-white p-1 shadow-lg">
            <DropdownMenu.Item className={itemClass} onSelect={() => onView(product)}>
              {CARD_MENU.view}
            </DropdownMenu.Item>
            {product.is_editable ? (
              canWrite && (
                <>
                  <DropdownMenu.Item className={itemClass} onSelect={() => onEdit(product)}>
                    {CARD_MENU.edit}
                  </DropdownMenu.Item>
                  <DropdownMenu.Item className={`${itemClass} text-danger`} onSelect={() => onDelete(product)}>
                    {CARD_MENU.delete}
                  </DropdownMenu.Item>
                </>
              )
            ) : (
              <>
                <DropdownMenu.Item className={itemClass} disabled title={PRODUCT_MSG.notEditable}>
                  {PRODUCT_MSG.editDisabled}
                </DropdownMenu.Item>
                <DropdownMenu.Item className={itemClass} disabled title={PRODUCT_MSG.notEditable}>
                  {PRODUCT_MSG.deleteDisabled}
                </DropdownMenu.Item>
              </>
            )}
            {product.images.length > 0 && (
              <DropdownMenu.Item className={itemClass} onSelect={() => onDownloadImages(product)}>
                {CARD_MENU.downloadImages}
              </DropdownMenu.Item>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </article>
  );
}
