import "server-only";
// GET /g/{group short_id}: a grouped study's live link sends each respondent to one member study by the group logic
// (lib/survey/group-split.ts). Counts come from one grouped query: respondents who arrived through this group
// (the even-split balance; quota_full visits excluded, they took no survey) and each member's completes (the limits).
import { pickGroupMember, type TGroupMember } from "@/lib/survey/group-split";
import { LIVE_MSG, LIVE_OUTCOME_TEXT } from "@/lib/survey/messages";
import { isLiveShortId } from "@/lib/survey/rules";
import { prisma, type Tx } from "../db";
import { messagePage } from "./live-page";

export type TGroupRoute =
  | { kind: "redirect"; location: string }
  /** No member can take a respondent: every member closed (closed), or every open member at its limit (quota_full). */
  | { kind: "ended"; status: "closed" | "quota_full" }
  | { kind: "not_found" };

/** The member's live link with the same query, `group` set to the group (the start call records it). */
export function memberLink(memberShortId: string, groupShortId: string, query: URLSearchParams): string {
  const q = new URLSearchParams(query);
  q.delete("group");
  q.set("group", groupShortId);
  return `/s/${encodeURIComponent(memberShortId)}?${q.toString()}`;
}

export async function routeGroup(groupShortId: string, query: URLSearchParams, db: Tx = prisma): Promise<TGroupRoute> {
  const group = await db.surveyGroup.findUnique({
    where: { short_id: groupShortId },
    select: { id: true, short_id: true, status: true, logic: true, surveys: { orderBy: { order: "asc" }, select: { order: true, limit: true, survey: { select: { id: true, short_id: true, status: true } } } } },
  });
  if (!group) return { kind: "not_found" };
  // A group is created as draft and its later transitions are not shown (spec 3 §3): only an explicitly closed
  // group stops routing; the members' own statuses decide the rest.
  if (group.status === "closed" || group.surveys.length === 0) return { kind: "ended", status: "closed" };
  const ids = group.surveys.map((m) => m.survey.id);
  const counts = await db.$queryRaw<{ survey_id: string; respondents: number; completes: number }[]>`
    SELECT survey_id,
           count(*) FILTER (WHERE group_id = ${group.id} AND status <> 'quota_full')::int AS respondents,
           count(*) FILTER (WHERE status = 'completed')::int AS completes
    FROM "Respondent" WHERE survey_id = ANY(${ids}::text[]) AND NOT is_preview
    GROUP BY survey_id`;
  const bySurvey = new Map(counts.map((c) => [c.survey_id.trim(), c]));
  const members: (TGroupMember & { id: string })[] = group.surveys.map((m) => ({
    id: m.survey.id,
    short_id: m.survey.short_id,
    status: m.survey.status,
    order: m.order,
    // Percent logic sends no limits (spec 3 §3); a stored one is ignored by the even split anyway.
    limit: m.limit,
    respondents: bySurvey.get(m.survey.id)?.respondents ?? 0,
    completes: bySurvey.get(m.survey.id)?.completes ?? 0,
  }));
  const pick = pickGroupMember(members, group.logic);
  if (pick) return { kind: "redirect", location: memberLink(pick.short_id, group.short_id, query) };
  return { kind: "ended", status: members.some((m) => m.status === "Active") ? "quota_full" : "closed" };
}

/**
 * GET /g/{group short_id}: a 302 to the member's live link (a relative Location, RFC 9110, stays right behind any
 * proxy), else the survey's message page ("closed" / "full"; 404 for an unknown group).
 */
export async function groupLinkResponse(groupShortId: string, query: URLSearchParams): Promise<Response> {
  const route: TGroupRoute = isLiveShortId(groupShortId) ? await routeGroup(groupShortId, query) : { kind: "not_found" };
  if (route.kind === "redirect") return new Response(null, { status: 302, headers: { location: route.location, "cache-control": "no-store" } });
  if (route.kind === "not_found") return messagePage(404, LIVE_MSG.surveyNotFound, "");
  const text = LIVE_OUTCOME_TEXT[route.status];
  return messagePage(200, text.title, text.message);
}
