// Where respondents are (the geo report, docs/decisions.md P9 #21): the map shades respondents or the score of one
// product (two links that keep the filters; the product is chosen in a plain GET form, so no client JavaScript), a
// world map zoomed on the countries respondents came from and a US states map when they came from the US, each with
// its table of figures beside it (the text alternative, always visible), and the regions in a disclosure.
// Server component.
import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { formatScore } from "@/lib/products/format";
import { CLAIM_TEXT, knownCountries } from "@/lib/results/claims";
import { resultsSearch } from "@/lib/results/page";
import { CUSTOMERS_TEXT, formatShare, type TCustomersGeo, type TCustomersGeoRow, type TMapMeasure } from "@/lib/results/tabs/customers";
import type { TResultsView } from "@/lib/results/view";
import { customersTarget, snipContext } from "@/lib/snips/create-form";
import { SnipButton } from "../snip/snip-button";
import { Choropleth } from "./choropleth";

const T = CUSTOMERS_TEXT.geo;
const th = "py-1 pr-3 font-medium";
const num = "py-1 pr-3 text-right tabular-nums";

/** The page's address for a product choice (undefined: respondents), keeping the filters and the tab. */
const addressFor = (view: TResultsView, product: string | undefined) => resultsSearch({ ...view.query, params: { ...view.query.params, product } });

function MeasureToggle({ view, geo }: { view: TResultsView; geo: TCustomersGeo }) {
  const links: { measure: TMapMeasure; label: string; href: string }[] = [
    { measure: "respondents", label: T.respondents, href: view.basePath + addressFor(view, undefined) },
    { measure: "score", label: T.score, href: view.basePath + addressFor(view, geo.product.product_id) },
  ];
  return (
    <div role="group" aria-label={T.measureLabel} className="flex flex-wrap items-center gap-2 text-sm print:hidden" data-testid="geo-measure">
      <span className="text-muted" aria-hidden>{T.measureLabel}</span>
      <div className="inline-flex gap-1 rounded-control border border-line bg-white p-0.5">
        {links.map((l) => {
          const on = l.measure === geo.measure;
          return (
            <Link
              key={l.measure}
              href={l.href}
              aria-current={on ? "true" : undefined}
              data-testid={`geo-measure-${l.measure}`}
              className={`rounded-control px-3 py-1 focus:outline-none focus-visible:ring-2 focus-visible:ring-focus ${on ? "bg-primary font-medium text-white" : "text-subtle hover:bg-sunken"}`}
            >
              {l.label}
            </Link>
          );
        })}
      </div>
    </div>
  );
}

/** The score's product, chosen with a GET form that carries the rest of the address in hidden fields. */
function ProductForm({ view, geo }: { view: TResultsView; geo: TCustomersGeo }) {
  const keep = [...new URLSearchParams(addressFor(view, undefined)).entries()];
  return (
    <form method="get" action={view.basePath} className="flex flex-wrap items-end gap-2 print:hidden" data-testid="geo-product-form">
      {keep.map(([name, value], i) => <input key={`${name}:${i}`} type="hidden" name={name} value={value} />)}
      <label className="flex min-w-0 flex-col gap-1 text-sm">
        <span className="text-muted">{T.product}</span>
        <select
          name="product"
          defaultValue={geo.product.product_id}
          className="max-w-full rounded-control border border-line-strong bg-white px-3 py-2 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
          data-testid="geo-product"
        >
          {geo.products.map((p) => <option key={p.product_id} value={p.product_id}>{p.name}</option>)}
        </select>
      </label>
      <button type="submit" className={buttonClass("secondary", "md")}>{T.show}</button>
    </form>
  );
}

function GeoTable(props: {
  rows: readonly TCustomersGeoRow[];
  measure: TMapMeasure;
  caption: string;
  nameHeader: string;
  shareHeader: string;
  testId: string;
  total?: { respondents: number; ratings: number; score: number | null };
  countryColumn?: readonly string[];
}) {
  const score = props.measure === "score";
  return (
    <div role="region" aria-label={props.caption} tabIndex={0} className="min-w-0 overflow-x-auto rounded-panel border border-line bg-white p-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-focus">
      <table className="w-full text-sm" data-testid={props.testId}>
        <caption className="sr-only">{props.caption}</caption>
        <thead>
          <tr className="border-b border-line text-left text-muted">
            {props.countryColumn && <th scope="col" className={th}>{T.country}</th>}
            <th scope="col" className={th}>{props.nameHeader}</th>
            <th scope="col" className={`${th} text-right`}>{T.respondents}</th>
            {score ? (
              <>
                <th scope="col" className={`${th} text-right`}>{T.ratings}</th>
                <th scope="col" className={`${th} text-right`}>{T.score}</th>
              </>
            ) : (
              <th scope="col" className={`${th} text-right`}>{props.shareHeader}</th>
            )}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((r, i) => (
            <tr key={r.key} className="border-b border-line-soft" data-testid="geo-row" data-name={r.name} data-code={r.code ?? ""}>
              {props.countryColumn && <td className="py-1 pr-3">{props.countryColumn[i]}</td>}
              <th scope="row" className="py-1 pr-3 text-left font-normal break-words">
                {r.name}
                {!r.onMap && props.countryColumn === undefined && <span className="text-muted"> ({T.notOnMap})</span>}
              </th>
              <td className={num} data-testid="geo-respondents">{CUSTOMERS_TEXT.count(r.respondents)}</td>
              {score ? (
                <>
                  <td className={num} data-testid="geo-ratings">{CUSTOMERS_TEXT.count(r.ratings)}</td>
                  <td className={num} data-testid="geo-score">{r.ratings > 0 ? formatScore(r.score) : T.noScore}</td>
                </>
              ) : (
                <td className={num} data-testid="geo-share">{formatShare(r.share)}</td>
              )}
            </tr>
          ))}
        </tbody>
        {props.total && (
          <tfoot>
            <tr className="font-semibold" data-testid="geo-total">
              <th scope="row" className="py-1 pr-3 text-left">{T.total}</th>
              <td className={num}>{CUSTOMERS_TEXT.count(props.total.respondents)}</td>
              {score ? (
                <>
                  <td className={num}>{CUSTOMERS_TEXT.count(props.total.ratings)}</td>
                  <td className={num}>{props.total.ratings > 0 ? formatScore(props.total.score) : T.noScore}</td>
                </>
              ) : (
                <td className={num}>{formatShare(props.total.respondents ? 100 : 0)}</td>
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

/** A map with its table beside it (below it on narrow screens), under a heading (not a landmark: the table's own
 * scrolling region carries the same name). */
function MapPair({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 id={id} className="font-semibold">{title}</h3>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">{children}</div>
    </div>
  );
}

export function GeoSection({ view, geo }: { view: TResultsView; geo: TCustomersGeo | null }) {
  return (
    <section aria-labelledby="customers-geo" className="flex flex-col gap-3" data-testid="customers-geo">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="customers-geo" className="text-lg font-semibold">{T.title}</h2>
        <div className="flex flex-wrap items-center gap-2">
          {geo && <MeasureToggle view={view} geo={geo} />}
          <SnipButton ctx={snipContext(view)} target={customersTarget()} />
        </div>
      </div>
      {!geo ? (
        <p className="text-sm text-muted">{T.noProducts}</p>
      ) : (
        <>
          {geo.unknownProduct && <p role="status" className="rounded-panel border border-attention-line bg-attention-muted px-3 py-2 text-sm text-attention-ink">{T.unknownProduct}</p>}
          {geo.measure === "score" && <ProductForm view={view} geo={geo} />}
          <p className="text-sm text-muted" data-testid="geo-note">{geo.measure === "score" ? T.scoreOf(geo.product.name) : T.respondentsNote}</p>
          <MapPair id="customers-geo-countries" title={T.countries}>
            {knownCountries(geo.countries) > 0 ? (
              <Choropleth map={geo.world} rows={geo.countries} measure={geo.measure} where="countries" product={geo.product.name} testId="geo-world" />
            ) : (
              <p className="rounded-panel border border-line bg-white p-4 text-sm text-muted" data-testid="geo-no-countries">{CLAIM_TEXT.noKnownCountries(geo.total.respondents)}</p>
            )}
            <GeoTable rows={geo.countries} measure={geo.measure} caption={T.countries} nameHeader={T.country} shareHeader={T.shareOfAll} testId="geo-countries" total={geo.total} />
          </MapPair>
          {geo.us && (
            <MapPair id="customers-geo-states" title={T.states}>
              <Choropleth map={geo.us} rows={geo.states} measure={geo.measure} where="states" product={geo.product.name} testId="geo-us" />
              <GeoTable rows={geo.states} measure={geo.measure} caption={T.states} nameHeader={T.state} shareHeader={T.shareOfUs} testId="geo-states" />
            </MapPair>
          )}
          {geo.regions.length > 0 && (
            <details className="text-sm">
              <summary className="cursor-pointer rounded text-primary-strong underline focus:outline-none focus-visible:ring-2 focus-visible:ring-focus print:hidden">{T.regionsToggle}</summary>
              <div className="mt-2">
                <GeoTable rows={geo.regions} measure={geo.measure} caption={T.regions} nameHeader={T.region} shareHeader={T.shareOfCountry} testId="geo-regions" countryColumn={geo.regions.map((r) => r.country)} />
              </div>
            </details>
          )}
        </>
      )}
    </section>
  );
}
