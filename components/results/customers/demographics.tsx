// The demographics of the Customers tab (reportDemographics, docs/decisions.md P9 #20): one card per enabled
// question in the study's order — who answered and who did not, each answer's share of those who answered (a note
// says when several answers could be picked, so shares pass 100% together), min / mean / max of pointable answers,
// and for a free-text question only how many answered. Server component.
import { CUSTOMERS_TEXT, type TCustomersDemographic } from "@/lib/results/tabs/customers";
import { ShareBars } from "./share-bars";

const T = CUSTOMERS_TEXT.demographics;

function Question({ q, total }: { q: TCustomersDemographic; total: number }) {
  const headingId = `demographic-${q.id}`;
  return (
    <article aria-labelledby={headingId} data-testid="demographic" data-id={q.id} className="flex min-w-0 flex-col gap-3 rounded-panel border border-line bg-white p-4">
      <header className="flex flex-col gap-0.5">
        <h3 id={headingId} className="font-semibold break-words">{q.title}</h3>
        <p className="text-sm text-muted">
          <span data-testid="answered">{T.answered(q.answered, total)}</span>
          {" · "}
          <span data-testid="not-answered">{T.notAnswered(q.not_answered)}</span>
        </p>
        {q.points && <p className="text-sm text-muted" data-testid="points">{T.points(q.points, q.scale ?? null)}</p>}
      </header>
      {q.type === "text" ? (
        <p className="text-sm text-muted">{T.text}</p>
      ) : q.options.length === 0 ? (
        <p className="text-sm text-muted">{T.noOptions}</p>
      ) : (
        <>
          {q.type === "multi" && <p className="text-sm text-subtle" data-testid="multi-note">{T.multi}</p>}
          <ShareBars title={q.title} rows={q.options} nameHeader={T.option} shareHeader={T.shareOfAnswered} testId="demographic-bars" />
        </>
      )}
    </article>
  );
}

export function Demographics({ questions, total }: { questions: readonly TCustomersDemographic[]; total: number }) {
  return (
    <section aria-labelledby="customers-demographics" className="flex flex-col gap-3" data-testid="customers-demographics">
      <h2 id="customers-demographics" className="text-lg font-semibold">{T.title}</h2>
      {questions.length === 0 ? (
        <p className="text-sm text-muted">{T.none}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {questions.map((q) => <Question key={q.id} q={q} total={total} />)}
        </div>
      )}
    </section>
  );
}
