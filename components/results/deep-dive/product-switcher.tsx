// The deep dive's product choice (P11): a GET form with the study's products (it keeps the filters and the search:
// no script needed) and links to the previous and next product. Server component.
import Form from "next/form";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { SelectField } from "@/components/ui/field";
import { resultsSearch } from "@/lib/results/page";
import { DEEP_DIVE_TEXT } from "@/lib/results/tabs/deep-dive";
import type { TResultsView } from "@/lib/results/view";
import { HiddenQuery } from "../head-to-head/hidden-query";

export function ProductSwitcher({ view, productId }: { view: TResultsView; productId: string }) {
  const ids = view.products.map((p) => p.product_id);
  const at = ids.indexOf(productId);
  const href = (id: string) => view.basePath + resultsSearch({ ...view.query, params: { ...view.query.params, product: id } });
  const previous = at > 0 ? ids[at - 1] : undefined;
  const next = at >= 0 && at < ids.length - 1 ? ids[at + 1] : undefined;
  const options = view.products.map((p) => ({ value: p.product_id, label: p.style_number ? `${p.name} (${p.style_number})` : p.name || p.product_id }));
  return (
    <div className="flex flex-wrap items-end gap-2 print:hidden">
      <Form action={view.basePath} className="flex min-w-0 flex-wrap items-end gap-2" data-testid="dd-product-form">
        <HiddenQuery query={view.query} omit={["product"]} />
        <SelectField key={productId} label={DEEP_DIVE_TEXT.productLabel} name="product" defaultValue={productId} options={options} className="min-w-0 sm:w-80" data-testid="dd-product" />
        <button type="submit" className={buttonClass("primary")}>{DEEP_DIVE_TEXT.show}</button>
      </Form>
      <div className="flex gap-2">
        {previous ? (
          <Link href={href(previous)} className={buttonClass("secondary")} data-testid="dd-previous">
            <span aria-hidden>← </span>{DEEP_DIVE_TEXT.previous}
          </Link>
        ) : null}
        {next ? (
          <Link href={href(next)} className={buttonClass("secondary")} data-testid="dd-next">
            {DEEP_DIVE_TEXT.next}<span aria-hidden> →</span>
          </Link>
        ) : null}
      </div>
    </div>
  );
}
