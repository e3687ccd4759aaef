// Grouped-study split (spec 3 §3 SurveyGroup.logic; P6 contract "/g/{group short_id}"): which member study a new
// respondent of a group link is sent to. Pure: the caller counts respondents and completes.
//   percent  = "Even Split": the Active member with the fewest respondents so far.
//   reach    = "Fill In Order": the first Active member (in group order) whose completes are under its limit.
//   combined = "Even Split With Limits": the Active member with the fewest respondents among those under their limit.
// Ties go to the member earlier in group order. A member without a limit is never full. null: none can take one.

export type TGroupLogic = "percent" | "reach" | "combined";

export interface TGroupMember {
  short_id: string;
  status: "Draft" | "Active" | "Closed";
  order: number;
  /** SurveyGroupMember.limit: completes wanted from this study (null: no limit). */
  limit: number | null;
  /** Respondents sent so far (the even-split balance). */
  respondents: number;
  /** Completed respondents (the limit is on completes). */
  completes: number;
}

const underLimit = (m: TGroupMember): boolean => m.limit === null || m.completes < m.limit;

export function pickGroupMember<T extends TGroupMember>(members: readonly T[], logic: TGroupLogic): T | null {
  const active = members
    .map((m, i) => ({ m, i }))
    .filter(({ m }) => m.status === "Active")
    .sort((a, b) => a.m.order - b.m.order || a.i - b.i)
    .map(({ m }) => m);
  if (logic === "reach") return active.find(underLimit) ?? null;
  const pool = logic === "combined" ? active.filter(underLimit) : active;
  let best: T | null = null;
  for (const m of pool) if (!best || m.respondents < best.respondents) best = m;
  return best;
}
