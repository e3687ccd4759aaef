// Screening of live respondents (P6, docs/decisions.md P6): the brand's minimum age and the audience's consumer
// profile age range against the respondent's age answer. Pure: server/survey/screening.ts loads the inputs.
//
// Age answers are option labels, so they are parsed into ranges:
//   "18-24", "18 - 24", "18–24", "18 to 24"          → 18..24
//   "65+", "65 +", "65 and over/older/above", "65 or over/older" → 65..∞
//   "over 65", "above 65", "older than 65"          → 66..∞
//   "<30", "under 30", "below 30", "younger than 30" → 0..29
//   "<=30", "≤30", "30 or under/younger", "30 and under/younger" → 0..30
//   "30"                                             → 30..30
// Anything else ("Prefer not to say") is not a range and screens nobody. Ages are whole numbers 0–150.

export interface TAgeRange {
  min: number;
  /** Infinity for an open upper end ("65+"). */
  max: number;
}

const AGE_MAX = 150;
const num = (s: string): number | null => {
  const n = Number(s);
  return Number.isInteger(n) && n >= 0 && n <= AGE_MAX ? n : null;
};

/** The age range an option label stands for, or null when it is not one. */
export function parseAgeRange(label: string): TAgeRange | null {
  const s = label.trim().toLowerCase().replace(/\s+/g, " ").replace(/\s*(years?( old)?|yrs?\.?)$/, "");
  let m = /^(\d{1,3}) ?(?:-|–|—|to) ?(\d{1,3})$/.exec(s);
  if (m) {
    const [min, max] = [num(m[1]!), num(m[2]!)];
    return min !== null && max !== null && min <= max ? { min, max } : null;
  }
  m = /^(\d{1,3}) ?(?:\+|and (?:over|older|above|up)|or (?:over|older|above))$/.exec(s);
  if (m) {
    const min = num(m[1]!);
    return min !== null ? { min, max: Infinity } : null;
  }
  m = /^(?:>|over|above|older than) ?(\d{1,3})$/.exec(s);
  if (m) {
    const n = num(m[1]!);
    return n !== null ? { min: n + 1, max: Infinity } : null;
  }
  m = /^(?:<=|≤) ?(\d{1,3})$/.exec(s) ?? /^(\d{1,3}) (?:or|and) (?:under|younger|below)$/.exec(s);
  if (m) {
    const n = num(m[1]!);
    return n !== null ? { min: 0, max: n } : null;
  }
  m = /^(?:<|under|below|younger than) ?(\d{1,3})$/.exec(s);
  if (m) {
    const n = num(m[1]!);
    return n !== null && n > 0 ? { min: 0, max: n - 1 } : null;
  }
  m = /^(\d{1,3})$/.exec(s);
  if (m) {
    const n = num(m[1]!);
    return n !== null ? { min: n, max: n } : null;
  }
  return null;
}

export interface TAgeQuestionInfo {
  type: string;
  special_input_type: string | null;
  title: string;
  dashboard_title: string | null;
  options: readonly string[];
}

/**
 * An age question: marked special_input_type "age", or a single-answer question titled with the word "age"
 * ("What is your age?", dashboard title "Age") whose options include at least one age range.
 */
export function isAgeQuestion(q: TAgeQuestionInfo): boolean {
  if (q.type !== "choice" && q.type !== "image") return false;
  if (q.special_input_type?.trim().toLowerCase() === "age") return true;
  const titled = /\bage\b/i.test(q.title) || /\bage\b/i.test(q.dashboard_title ?? "");
  return titled && q.options.some((o) => parseAgeRange(o) !== null);
}

export interface TScreeningInput {
  /** Brand.minimum_age (null: none). */
  minimumAge: number | null;
  /** Age ranges the audience's consumer profile selects (null or empty: no age rule). */
  profileAges: readonly TAgeRange[] | null;
  /** The chosen option label of the age question. */
  ageAnswer: string;
}

/**
 * "terminate" when the answer shows the respondent is too young for the brand (the brand's minimum age is above the
 * range's upper end: "18-24" passes a minimum of 21 — some in it are old enough — "<21" does not), or outside every
 * age range of the consumer profile; null otherwise (also when the answer is not a range).
 */
export function screenAge(input: TScreeningInput): "terminate" | null {
  const range = parseAgeRange(input.ageAnswer);
  if (!range) return null;
  if (input.minimumAge !== null && input.minimumAge > range.max) return "terminate";
  const profile = input.profileAges ?? [];
  if (profile.length && !profile.some((p) => p.min <= range.max && range.min <= p.max)) return "terminate";
  return null;
}
