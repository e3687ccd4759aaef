// A small live survey for the respondent app's pure helpers (tests/unit/survey/app-*.test.ts).
import type { TLiveFollowUp, TLiveProduct, TLiveSegment, TLiveSurvey } from "@/lib/survey/wire";

const side = (title: string, options: string[] = []) => ({ title, options: options.map((label, i) => ({ id: String(i), label })), min_label: null, max_label: null });

export const followUp = (id: string, type: TLiveFollowUp["type"], fire: { positive: boolean; negative: boolean } = { positive: true, negative: true }): TLiveFollowUp => ({
  id,
  type,
  fire_positive: fire.positive,
  fire_negative: fire.negative,
  positive: side(`${id} liked`, ["A", "B"]),
  negative: side(`${id} disliked`, ["C", "D"]),
});

export const product = (id: string, opts: { required?: boolean; intro?: boolean; follow_ups?: TLiveFollowUp[] } = {}): TLiveProduct => ({
  id,
  name: `Product ${id}`,
  price: null,
  images: [],
  colors: null,
  fit: null,
  materials: null,
  features: null,
  description_html: null,
  question: {
    id: `q${id}`,
    text: "Would you buy it?",
    star_low: "Never",
    star_high: "Definitely",
    required: opts.required ?? true,
    intro: opts.intro ? { type: "image", title: "Intro", text_html: null, button_text: null, images: [], video: null } : null,
    follow_ups: opts.follow_ups ?? [],
  },
});

export const segment = (id: string, type: TLiveSegment["type"], required: boolean): TLiveSegment => ({
  id,
  type,
  title: `Question ${id}`,
  required,
  dropdown: false,
  options: type === "text" ? [] : [{ id: "0", label: "One" }, { id: "1", label: "Two" }],
});

export const survey = (over: Partial<TLiveSurvey> = {}): Pick<TLiveSurvey, "privacy" | "intro" | "segments" | "products"> => ({
  privacy: { text: "We keep it private." },
  intro: { type: "image", title: "About", text_html: null, button_text: null, images: [], video: null },
  segments: [segment("s1", "choice", true), segment("s2", "text", false)],
  products: [
    product("p1", { follow_ups: [followUp("f1", "choice"), followUp("f2", "text"), followUp("f3", "multi", { positive: true, negative: false })] }),
    product("p2", { intro: true }),
    product("p3"),
  ],
  ...over,
});
