"use client";
// Product view modal (spec 1 §2): previewer with thumbnails, forecast table, name, price, margin, style variants,
// properties (property metadata shown on the modal), the sanitised description, score cards per study, and
// Next, Previous, Edit (editable products only) and Close.
import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useEffect } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { GraphQLRequestError } from "@/lib/graphql-client";
import { MSG } from "@/lib/messages";
import { FORECAST_COLUMNS, modalPropertyRows } from "@/lib/products/catalogue-view";
import { formatMargin, formatPrice } from "@/lib/products/format";
import { fetchModalProperties, fetchProduct, productKeys, type TProductDetail } from "./catalogue-api";
import { ProductMediaViewer } from "./product-media-viewer";
import { ProductScoreCards } from "./product-score-cards";

export const VIEW_MODAL = {
  previous: "Previous",
  next: "Next",
  edit: "Edit",
  close: "Close",
  price: "Price",
  margin: "Margin",
  forecasts: "Forecasts",
  variants: "Style variants",
  properties: "Properties",
  description: "Description",
  scores: "Scores",
} as const;

interface Props {
  brandId: string;
  productId: string | null;
  currencySymbol: string;
  canWrite: boolean;
  previousId: string | null;
  /** There is a next product, loaded or on the next page (the catalogue loads it first). */
  hasNext: boolean;
  onNavigate: (productId: string) => void;
  onNext: () => void;
  onEdit: (productId: string) => void;
  onOpenChange: (open: boolean) => void;
  /** The product does not exist (or was deleted): the catalogue shows the spec's toast and goes to the list. */
  onNotFound: () => void;
  onFetchError: () => void;
}

export function ProductViewModal(props: Props) {
  const { brandId, productId, onNotFound, onFetchError } = props;
  const query = useQuery({
    queryKey: productKeys.detail(brandId, productId ?? ""),
    queryFn: () => fetchProduct(brandId, productId ?? ""),
    enabled: productId !== null,
    // Next and Previous keep showing the current product until the other one arrives, so focus stays put.
    placeholderData: (previous) => previous,
  });
  const error = query.error;
  useEffect(() => {
    if (!error) return;
    if (error instanceof GraphQLRequestError && (error.code === "not_found" || error.code === "invalid")) onNotFound();
    else onFetchError();
  }, [error, onNotFound, onFetchError]);

  return (
    <Dialog open={productId !== null} onOpenChange={props.onOpenChange} size="xl" title={query.data?.name ?? MSG.loading}>
      {query.data && <ProductView {...props} product={query.data} />}
    </Dialog>
  );
}

function ProductView({ brandId, product, currencySymbol, canWrite, previousId, hasNext, onNavigate, onNext, onEdit }: Props & { product: TProductDetail }) {
  return (
    <>
      <DialogClose aria-label={VIEW_MODAL.close} className="absolute right-4 top-4 rounded p-1 text-muted hover:bg-sunken">
        <X aria-hidden className="h-5 w-5" />
      </DialogClose>
      <div className="mt-4 grid gap-6 border-t border-line pt-4 md:grid-cols-2">
        <ProductMediaViewer product={product} />
        <div className="flex flex-col gap-5">
          <dl className="grid grid-cols-2 gap-3">
            <div>
              <dt className="text-xs uppercase tracking-wide text-muted">{VIEW_MODAL.price}</dt>
              <dd className="text-lg font-semibold" data-testid="view-price">
                {formatPrice(product.price, currencySymbol) || "—"}
              </dd>
            </div>
            <div>
              <dt className="text-xs uppercase tracking-wide text-muted">{VIEW_MODAL.margin}</dt>
              <dd className="text-lg font-semibold" data-testid="view-margin">
                {formatMargin(product.margin) || "—"}
              </dd>
            </div>
          </dl>
          <ForecastTable product={product} />
          {product.children.length > 0 && (
            <section aria-labelledby="view-variants">
              <h3 id="view-variants" className="text-sm font-semibold">
                {VIEW_MODAL.variants}
              </h3>
              <ul className="mt-1 flex flex-wrap gap-2">
                {product.children.map((c) => (
                  <li key={c._id}>
                    <button type="button" onClick={() => onNavigate(c._id)} className="rounded border border-line-strong px-2 py-1 text-sm hover:bg-canvas">
                      {c.name}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <PropertyList brandId={brandId} product={product} />
          {product.description && (
            <section aria-labelledby="view-description">
              <h3 id="view-description" className="text-sm font-semibold">
                {VIEW_MODAL.description}
              </h3>
              {/* Sanitised to the allowed tag list by the server before it is stored (spec 1 §5). */}
              <div className="prose-sm mt-1 text-sm text-subtle [&_ul]:list-disc [&_ul]:pl-5" dangerouslySetInnerHTML={{ __html: product.description }} />
            </section>
          )}
          <ProductScoreCards brandId={brandId} productId={product._id} />
        </div>
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
        <div className="flex gap-2">
          <Button disabled={!previousId} onClick={() => previousId && onNavigate(previousId)}>
            {VIEW_MODAL.previous}
          </Button>
          <Button disabled={!hasNext} onClick={onNext}>
            {VIEW_MODAL.next}
          </Button>
        </div>
        <div className="flex gap-2">
          {canWrite && product.is_editable && (
            <Button variant="primary" onClick={() => onEdit(product._id)}>
              {VIEW_MODAL.edit}
            </Button>
          )}
          <DialogClose className={buttonClass("secondary")}>{VIEW_MODAL.close}</DialogClose>
        </div>
      </div>
    </>
  );
}

function ForecastTable({ product }: { product: TProductDetail }) {
  const f = product.forecasts;
  if (!f || FORECAST_COLUMNS.every((c) => f[c.key] === null || f[c.key] === undefined)) return null;
  const number = new Intl.NumberFormat("en-US");
  return (
    // A strip of key figures (one row, a caption naming it): plain table markup, not the kit's DataTable.
    <table className="w-full text-sm">
      <caption className="mb-1 text-left text-sm font-semibold">{VIEW_MODAL.forecasts}</caption>
      <thead>
        <tr>
          {FORECAST_COLUMNS.map((c) => (
            <th key={c.key} scope="col" className="border-b border-line px-2 py-1 text-right text-xs font-medium text-muted">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          {FORECAST_COLUMNS.map((c) => {
            const v = f[c.key];
            return (
              <td key={c.key} className="px-2 py-1 text-right tabular-nums">
                {v === null || v === undefined ? "—" : number.format(v)}
              </td>
            );
          })}
        </tr>
      </tbody>
    </table>
  );
}

function PropertyList({ brandId, product }: { brandId: string; product: TProductDetail }) {
  // Property metadata needs its own read permission; without it the section is simply left out.
  const { data } = useQuery({ queryKey: productKeys.properties(brandId), queryFn: () => fetchModalProperties(brandId), staleTime: 5 * 60_000 });
  const rows = modalPropertyRows(data ?? [], product);
  if (!rows.length) return null;
  return (
    <section aria-labelledby="view-properties">
      <h3 id="view-properties" className="text-sm font-semibold">
        {VIEW_MODAL.properties}
      </h3>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map((r) => (
          <div key={r.id} className="contents">
            <dt className="text-muted">{r.name}</dt>
            <dd>{r.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
