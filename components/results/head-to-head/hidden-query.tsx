// Hidden inputs that carry the results page's address (tab, filters, view=user, the tab's other choices) through a
// GET form, so a form that picks a product or a pair, or searches, keeps everything else. `omit` names the fields
// the form itself sets. No hooks: usable in server and client components.
import { resultsSearch, type TResultsQuery, type TResultsTabParam } from "@/lib/results/page";

export function HiddenQuery({ query, omit }: { query: TResultsQuery; omit: readonly TResultsTabParam[] }) {
  const params = { ...query.params };
  for (const name of omit) delete params[name];
  const fields = [...new URLSearchParams(resultsSearch({ ...query, params })).entries()];
  return (
    <>
      {fields.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
