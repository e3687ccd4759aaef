import "server-only";
// Who a new respondent is, from the live link's query (P6 contract "Audience" and "Panel parameters"): the country
// (default the study's first), the audience row (type from `audience`, else panel when a panel respondent id is on
// the link, else the country's first audience) and the inbound panel parameters of the audience's provider.
import { toParameterMappings, type TParameterMapping } from "@/lib/audiences/panel-providers";
import { AUDIENCE_TYPES, type TAudienceType } from "@/lib/study-rules/audiences";
import type { TStudyShape } from "@/lib/survey/shape";
import { prisma, type Tx } from "../db";

export interface TResolvedAudience {
  country_code: string;
  country_id: string;
  audience: TStudyShape["audiences"][number] | null;
  audience_type: TAudienceType;
  /** { <provider parameter>: value } of the provider's inbound (and both-way) mappings present on the link. */
  panel_params: Record<string, string>;
  panel_respondent_id: string | null;
  panel_id: string | null;
}

const PARAM_MAX = 200;
const inboundOf = (mappings: TParameterMapping[]) => mappings.filter((m) => m.type === "inbound" || m.type === "both");
const valueOf = (params: Record<string, string>, name: string): string | null => {
  const v = params[name]?.trim();
  return v ? v.slice(0, PARAM_MAX) : null;
};

/** null: the country is not one of the study's (the respondent is turned away with terminate). */
export async function resolveAudience(shape: TStudyShape, params: Record<string, string>, db: Tx = prisma): Promise<TResolvedAudience | null> {
  const code = params.country?.trim().toUpperCase() || shape.countries[0]?.code;
  const country = shape.countries.find((c) => c.code === code);
  if (!country) return null;
  const ofCountry = shape.audiences.filter((a) => a.country_code === country.code);
  const providerIds = [...new Set(ofCountry.map((a) => a.panel_provider_id).filter((id): id is string => id !== null))];
  const providers = providerIds.length
    ? await db.panelProvider.findMany({ where: { id: { in: providerIds } }, select: { id: true, parameter_mappings: true } })
    : [];
  const mappings = new Map(providers.map((p) => [p.id, toParameterMappings(p.parameter_mappings)]));
  const mappingsOf = (a: TStudyShape["audiences"][number] | null) => (a?.panel_provider_id ? (mappings.get(a.panel_provider_id) ?? []) : []);

  const asked = AUDIENCE_TYPES.find((t) => t === params.audience?.trim().toLowerCase());
  const panelIdOnLink = ofCountry.some(
    (a) => a.audience_type === "panel" && mappingsOf(a).some((m) => m.ms_id === "respondent_id" && valueOf(params, m.panel_id) !== null),
  );
  const audience_type: TAudienceType = asked ?? (panelIdOnLink ? "panel" : (ofCountry[0]?.audience_type ?? "crm"));
  const audience = ofCountry.find((a) => a.audience_type === audience_type) ?? null;

  const panel_params: Record<string, string> = {};
  for (const m of inboundOf(mappingsOf(audience))) {
    const v = valueOf(params, m.panel_id);
    if (v !== null) panel_params[m.panel_id] = v;
  }
  const mapped = (ms: string) => {
    const m = mappingsOf(audience).find((x) => x.ms_id === ms);
    return m ? (panel_params[m.panel_id] ?? null) : null;
  };
  return {
    country_code: country.code,
    country_id: country.id,
    audience,
    audience_type,
    panel_params,
    panel_respondent_id: mapped("respondent_id"),
    panel_id: mapped("supplier_id"),
  };
}
