// The Customers tab (spec 3 §3 "Results include … geo report (regions and states), browser, demographics,
// segmentation profiles"; P11 item 3): demographics, segmentation profiles, browsers and devices, and where
// respondents are on a map — all for the respondents the filters select. Server component; charts are SVG drawn here
// (no client JavaScript), each with its figures as text. Data from server/pages/results/customers.ts.
import { EmptyState } from "@/components/ui/empty-state";
import { SERIES } from "@/lib/results/chart-palette";
import { CUSTOMERS_TEXT, type TCustomersData } from "@/lib/results/tabs/customers";
import type { TResultsView } from "@/lib/results/view";
import { Demographics } from "../customers/demographics";
import { GeoSection } from "../customers/geo-section";
import { ShareBars } from "../customers/share-bars";

const card = "flex min-w-0 flex-col gap-3 rounded-panel border border-line bg-white p-4";

function Segmentation({ data }: { data: TCustomersData }) {
  const T = CUSTOMERS_TEXT.segmentation;
  const { profiles, unassigned } = data.segmentation;
  return (
    <section aria-labelledby="customers-segmentation" className="flex flex-col gap-3" data-testid="customers-segmentation">
      <h2 id="customers-segmentation" className="text-lg font-semibold">{T.title}</h2>
      <div className={card}>
        {profiles.length === 0 ? (
          <p className="text-sm text-muted">{T.none(data.total)}</p>
        ) : (
          <>
            <p className="text-sm text-muted">{T.note}</p>
            <ShareBars
              title={T.title}
              rows={[...profiles, { name: T.unassigned, count: unassigned.count, percentage: unassigned.percentage }]}
              nameHeader={T.profile}
              testId="segmentation-bars"
              colour={SERIES[3]}
            />
          </>
        )}
      </div>
    </section>
  );
}

function Clients({ data }: { data: TCustomersData }) {
  const T = CUSTOMERS_TEXT.clients;
  return (
    <section aria-labelledby="customers-clients" className="flex flex-col gap-3" data-testid="customers-clients">
      <h2 id="customers-clients" className="text-lg font-semibold">{T.title}</h2>
      <div className="grid gap-4 md:grid-cols-2">
        {([["browsers", T.browsers, T.browser, data.browsers, SERIES[2]], ["devices", T.devices, T.device, data.devices, SERIES[4]]] as const).map(([key, title, header, rows, colour]) => (
          <article key={key} aria-labelledby={`customers-${key}`} className={card}>
            <h3 id={`customers-${key}`} className="font-semibold">{title}</h3>
            <ShareBars title={title} rows={rows} nameHeader={header} testId={`${key}-bars`} colour={colour} />
          </article>
        ))}
      </div>
    </section>
  );
}

export function CustomersTab({ view, data }: { view: TResultsView; data: TCustomersData }) {
  if (data.total === 0) return <EmptyState title={CUSTOMERS_TEXT.empty} text={CUSTOMERS_TEXT.emptyText} testId="customers-empty" />;
  return (
    <div className="flex min-w-0 flex-col gap-8 pt-2" data-testid="customers-tab">
      <Demographics questions={data.demographics} total={data.total} />
      <Segmentation data={data} />
      <Clients data={data} />
      <GeoSection view={view} geo={data.geo} />
    </div>
  );
}
