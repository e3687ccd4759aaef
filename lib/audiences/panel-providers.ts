// Panel providers as served by GET /api/v1/panel-providers (spec 2 §3 "Panel provider": name, parameterMappings
// {type inbound/outbound/both, ms_id, panel_id, value, is_auto_appended}; §9 lucid default, toluna).
// PanelProvider.parameter_mappings is stored either in the spec's shape (a list) or, as the seed writes it, as a
// map { <our parameter>: <provider parameter>, auto_append: [<provider parameters>] }; both are answered as the list.

export const PARAMETER_MAPPING_TYPES = ["inbound", "outbound", "both"] as const;
export type TParameterMappingType = (typeof PARAMETER_MAPPING_TYPES)[number];

export interface TParameterMapping {
  type: TParameterMappingType;
  /** Our parameter name (e.g. respondent_id). */
  ms_id: string;
  /** The provider's parameter name on the live link (e.g. RID). */
  panel_id: string;
  /** A fixed value, when the parameter carries one. */
  value: string | null;
  /** Appended to the link automatically. */
  is_auto_appended: boolean;
}

export interface TWirePanelProvider {
  _id: string;
  name: string;
  is_default: boolean;
  parameterMappings: TParameterMapping[];
}

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/**
 * Map form (our decision): the respondent id travels both ways (it comes in on the link and goes back on the
 * redirect), every other parameter comes in only; `auto_append` lists the provider parameters appended automatically.
 * List form: entries with a string ms_id and panel_id are kept, others dropped; an unknown type reads as inbound.
 */
export function toParameterMappings(stored: unknown): TParameterMapping[] {
  if (Array.isArray(stored)) {
    return stored.filter(isObj).flatMap((m) => {
      if (typeof m.ms_id !== "string" || typeof m.panel_id !== "string") return [];
      const type = PARAMETER_MAPPING_TYPES.find((t) => t === m.type) ?? "inbound";
      return [{ type, ms_id: m.ms_id, panel_id: m.panel_id, value: typeof m.value === "string" ? m.value : null, is_auto_appended: m.is_auto_appended === true }];
    });
  }
  if (!isObj(stored)) return [];
  const auto = Array.isArray(stored.auto_append) ? stored.auto_append.filter((a): a is string => typeof a === "string") : [];
  return Object.entries(stored).flatMap(([ms_id, panel_id]) => {
    if (ms_id === "auto_append" || typeof panel_id !== "string") return [];
    return [{ type: ms_id === "respondent_id" ? "both" : "inbound", ms_id, panel_id, value: null, is_auto_appended: auto.includes(panel_id) }];
  });
}
