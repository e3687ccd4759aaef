// The wizard's steps, locking, read-only rule, Back destinations and query parameters (spec 2 §2 "Wizard route",
// "Back destinations", §4, §6). Pure: shared by the wizard shell and the unit tests.
import { BUILDER_STEPS, type TBuilderStep } from "./study";
import { templateFlags } from "./template-config";

/** The steps that exist (all of spec 2 §2 since P5). */
export const IMPLEMENTED_STEPS: readonly TBuilderStep[] = BUILDER_STEPS;

/** Steps a locked wizard keeps (spec 2 §2): products, prep-to-send, sales-plan, plus international for international tests. */
export const LOCKED_STEPS: readonly TBuilderStep[] = ["products", "sales-plan", "prep-to-send"];

/** `?step=review` (the studies list's publish link) is the prep-to-send step. */
export const STEP_ALIASES: Readonly<Record<string, TBuilderStep>> = { review: "prep-to-send" };

export const isBuilderStep = (s: string): s is TBuilderStep => (BUILDER_STEPS as readonly string[]).includes(s);

export function toBuilderStep(s: string | null | undefined): TBuilderStep | null {
  if (!s) return null;
  const v = s.trim().toLowerCase();
  return STEP_ALIASES[v] ?? (isBuilderStep(v) ? v : null);
}

export interface TStepStudy {
  status: string;
  countries: string[];
  config: Record<string, boolean>;
}

export interface TStepAccess {
  /** An admin acting as themselves (false for an admin viewing as a user). */
  isAdmin: boolean;
  viewAsUser: boolean;
}

export interface TStepOptions {
  /** The brand's locked_wizard_routes setting. */
  brandLocked?: boolean;
  /** The `steps=` query parameter, already parsed. */
  limit?: readonly TBuilderStep[] | null;
  /** Which steps exist (defaults to this phase's). */
  implemented?: readonly TBuilderStep[];
}

/** An international test: more than one country (our reading; spec 2 does not define it further). */
export const isInternational = (study: Pick<TStepStudy, "countries">) => study.countries.length > 1;

/** Locked routes apply to non-admins only, when the brand or study flag is on or the wizard is viewed as a user. */
export function isLocked(study: Pick<TStepStudy, "config">, access: TStepAccess, brandLocked = false): boolean {
  if (access.isAdmin) return false;
  return brandLocked || study.config.locked_wizard_routes === true || access.viewAsUser;
}

/** The steps the side navigation lists, in wizard order. */
export function availableSteps(study: TStepStudy, access: TStepAccess, opts: TStepOptions = {}): TBuilderStep[] {
  const implemented = opts.implemented ?? IMPLEMENTED_STEPS;
  let steps = BUILDER_STEPS.filter((s) => implemented.includes(s));
  // spec 2 §2 "Segmentation step … Shown only when allowed" and §6's template flags: the template config can switch
  // the Product Questions and Consumers steps off (lib/builder/template-config.ts).
  const flags = templateFlags(study.config);
  if (!flags.demographicQuestions) steps = steps.filter((s) => s !== "customers");
  if (!flags.productQuestion) steps = steps.filter((s) => s !== "detail-questions");
  if (isLocked(study, access, opts.brandLocked)) {
    const keep: TBuilderStep[] = [...LOCKED_STEPS, ...(isInternational(study) ? (["international"] as const) : [])];
    steps = steps.filter((s) => keep.includes(s));
  }
  if (opts.limit && opts.limit.length > 0) {
    const limited = steps.filter((s) => opts.limit!.includes(s));
    // A limit naming no available step is ignored rather than leaving an empty wizard.
    if (limited.length > 0) steps = limited;
  }
  return steps;
}

/** The step to open: the requested one when available, else the first available one. */
export function initialStep(requested: TBuilderStep | null, steps: readonly TBuilderStep[]): TBuilderStep {
  return requested && steps.includes(requested) ? requested : (steps[0] ?? "start");
}

export const nextStep = (step: TBuilderStep, steps: readonly TBuilderStep[]): TBuilderStep | null => steps[steps.indexOf(step) + 1] ?? null;
export const previousStep = (step: TBuilderStep, steps: readonly TBuilderStep[]): TBuilderStep | null => {
  const i = steps.indexOf(step);
  return i > 0 ? steps[i - 1]! : null;
};

/** The footer's primary button: Next, or Finish on the last step of a `steps=` limit; none on the last step otherwise (the Review step has its own). */
export function primaryAction(step: TBuilderStep, steps: readonly TBuilderStep[], limited: boolean): "next" | "finish" | null {
  if (nextStep(step, steps)) return "next";
  return limited ? "finish" : null;
}

export interface TReadOnlyInput {
  status: string;
  viewOnly: boolean;
  /** The study is locked (a translation in progress locks it, spec 2 §4). */
  locked: boolean;
  translating: boolean;
}

/** Draft is the only editable status; the viewonly path, a lock or a translation in progress make it read-only too. */
export const isReadOnly = (i: TReadOnlyInput): boolean => i.status !== "Draft" || i.viewOnly || i.locked || i.translating;

/** Back destinations (spec 2 §2 table). Without an assortment, Back goes to /. */
export function backDestination(from: string | null | undefined, brandId: string, assortmentId: string | null | undefined): string {
  if (!assortmentId) return "/";
  switch (normalizeFrom(from)) {
    case "homepage":
      return `/brand/${brandId}/timeline`;
    case "all tests":
      return `/brand/${brandId}/tests`;
    case "assortment dashboard":
      return `/brand/${brandId}/assortment/${assortmentId}`;
    default:
      return `/brand/${brandId}/assortment/${assortmentId}/tests`;
  }
}

/** `from=all tests`, `all-tests`, `all_tests` and `All+Tests` all mean the same place. */
export const normalizeFrom = (from: string | null | undefined) => (from ?? "").trim().toLowerCase().replace(/[-_+\s]+/g, " ");

export interface TBuilderQuery {
  step: TBuilderStep | null;
  steps: TBuilderStep[] | null;
  hidenav: boolean;
  from: string | null;
  viewAsUser: boolean;
  assortmentId: string | null;
}

/** The wizard's query parameters (spec 2 §2): step, steps, hidenav, from, view, assortmentId. */
export function parseBuilderQuery(search: string | URLSearchParams | Record<string, string | string[] | undefined>): TBuilderQuery {
  const q =
    typeof search === "string" || search instanceof URLSearchParams
      ? new URLSearchParams(search)
      : new URLSearchParams(
          Object.entries(search).flatMap(([k, v]) => (v === undefined ? [] : [[k, Array.isArray(v) ? (v[0] ?? "") : v] as [string, string]])),
        );
  const stepsRaw = q.get("steps");
  const steps = stepsRaw
    ? [...new Set(stepsRaw.split(",").map((s) => toBuilderStep(s)).filter((s): s is TBuilderStep => s !== null))]
    : null;
  return {
    step: toBuilderStep(q.get("step")),
    steps: steps && steps.length > 0 ? steps : null,
    hidenav: q.get("hidenav") === "true",
    from: q.get("from"),
    viewAsUser: q.get("view") === "user",
    assortmentId: q.get("assortmentId"),
  };
}

/** The wizard's address for a study (the assortment form when the study has one). */
export function builderPath(brandId: string, studyId: string, assortmentId: string | null, viewOnly = false): string {
  const base = assortmentId
    ? `/brand/${brandId}/assortment/${assortmentId}/campaign-wizard/${studyId}`
    : `/brand/${brandId}/campaign-wizard/${studyId}`;
  return viewOnly ? `${base}/viewonly` : base;
}
