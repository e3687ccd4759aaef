// The Product questions step's editor rules (lib/builder/question-editor.ts; spec 2 §2, §4 "Question editor", §8
// success toasts, §9 defaults).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { newFollowUp } from "@/lib/study-rules/follow-ups";
import { QUESTION_MSG } from "@/lib/study-rules/messages";
import {
  allDisabled,
  answerOpener,
  answersClipboardText,
  applySettingsToAll,
  applyTemplate,
  copyFollowUp,
  copyFollowUpToAll,
  copyQuestionsToAll,
  copyTextAndStarsToAll,
  disabledAllToast,
  fullQuestion,
  fullTemplate,
  hasFollowUps,
  INTEREST_FLAG,
  moveItem,
  openerState,
  otherView,
  patchQuestion,
  questionsPrimaryAction,
  removeFollowUp,
  selectedQuestion,
  setAllDisabled,
  switchWarning,
  templatePatch,
  toSavedFollowUp,
  upsertFollowUp,
  type TEditorFollowUp,
  type TEditorQuestion,
} from "@/lib/builder/question-editor";

const side = (options: string[] = []) => ({ options, min_label: null, max_label: null });
const fu = (over: Partial<TEditorFollowUp> = {}): TEditorFollowUp => ({
  _id: "f".repeat(24),
  type: "choice",
  standard_why: false,
  fire_positive: true,
  fire_negative: true,
  positive_title: "Why?",
  negative_title: "Why?",
  positive: side(["Colour", "Fit"]),
  negative: side(["Colour", "Fit"]),
  disable_option_randomization: false,
  media: null,
  ...over,
});
const q = (product: string, over: Partial<TEditorQuestion> = {}): TEditorQuestion => ({ ...fullQuestion({ product }), ...over });

describe("defaults (spec 2 §9)", () => {
  it("fills a bare draft question and template with the default question text and star labels", () => {
    const full = fullQuestion({ product: "p" });
    expect([full.text, full.star_low, full.star_high]).toEqual(["Would you consider buying this item?", "Never", "Definitely"]);
    expect(full.follow_up).toEqual([]);
    expect(Object.values(full.settings).every((v) => v === false)).toBe(true);
    expect(fullTemplate(undefined, "Would your customers consider buying this item?").text).toBe("Would your customers consider buying this item?");
    expect(fullTemplate({ text: "T", follow_up: [fu()] }).follow_up).toHaveLength(1);
  });
});

describe("opener and primary button", () => {
  it("asks until the user says Yes or follow-ups exist", () => {
    expect(openerState({}, [q("a")])).toBe("ask");
    expect(openerState({ [INTEREST_FLAG]: false }, [q("a")])).toBe("ask");
    expect(openerState({ [INTEREST_FLAG]: true }, [q("a")])).toBe("editor");
    expect(openerState({}, [q("a"), q("b", { follow_up: [fu()] })])).toBe("editor");
    expect(openerState({}, [q("a")], { follow_up: [fu()] })).toBe("editor");
    expect(openerState({}, [])).toBe("ask");
  });
  it("answering keeps the other config flags", () => {
    expect(answerOpener({ single_followup: true }, true)).toEqual({ single_followup: true, [INTEREST_FLAG]: true });
    expect(answerOpener({ [INTEREST_FLAG]: true }, false)).toEqual({ [INTEREST_FLAG]: false });
  });
  it("reads Skip while nothing was added, Next once a follow-up exists, Finish on the last limited step", () => {
    expect(questionsPrimaryAction("next", false)).toBe("skip");
    expect(questionsPrimaryAction("next", true)).toBe("next");
    expect(questionsPrimaryAction("finish", false)).toBe("finish");
    expect(questionsPrimaryAction("finish", true)).toBe("finish");
    expect(questionsPrimaryAction(null, true)).toBeNull();
    expect(hasFollowUps([q("a")], null)).toBe(false);
  });
});

describe("views", () => {
  it("toggle between the two editors with the overwrite warning", () => {
    expect(otherView("product")).toBe("global");
    expect(otherView("global")).toBe("product");
    expect(switchWarning("global")).toBe(QUESTION_MSG.switchToGlobal);
    expect(switchWarning("product")).toBe(QUESTION_MSG.switchToProduct);
  });
  it("shows the chosen product, or the first when it left the study", () => {
    const list = [q("a"), q("b")];
    expect(selectedQuestion(list, "b")?.product).toBe("b");
    expect(selectedQuestion(list, "gone")?.product).toBe("a");
    expect(selectedQuestion(list, null)?.product).toBe("a");
    expect(selectedQuestion([], "a")).toBeNull();
  });
});

describe("apply template (spec 2 §4)", () => {
  it("copies text, stars, intro, ordering and follow-ups (without ids) to every product, keeping their own settings", () => {
    const intro = { type: "image" as const, title: "T", text: "X", button_text: "Go", images: [], video: { vimeo_id: null, youtube_id: null } };
    const template = { ...fullTemplate({ text: "G?", star_low: "L", star_high: "H", follow_up: [fu()], followup_manual_ordering: true }), intro };
    const list = [q("a", { disabled: true, follow_up: [fu({ _id: "a".repeat(24) })] }), q("b", { settings: { ...q("b").settings, disable_product_fit: true } })];
    const out = applyTemplate(list, template);
    for (const x of out) {
      expect([x.text, x.star_low, x.star_high, x.followup_manual_ordering]).toEqual(["G?", "L", "H", true]);
      expect(x.follow_up).toHaveLength(1);
      expect(x.follow_up[0]!._id).toBeUndefined();
      expect(x.intro).toEqual(intro);
      expect(x.intro).not.toBe(intro);
    }
    expect(out[0]!.disabled).toBe(true);
    expect(out[1]!.settings.disable_product_fit).toBe(true);
    // the copies do not share arrays with the template
    out[0]!.follow_up[0]!.positive.options.push("x");
    expect(template.follow_up[0]!.positive.options).toEqual(["Colour", "Fit"]);
  });
  it("a panel edit of the template keeps only the template's fields (null intro clears it)", () => {
    const t = { ...fullTemplate({ text: "G?" }), intro: { type: "photo" as const, title: "", text: "", button_text: "", images: [], video: { vimeo_id: null, youtube_id: null } } };
    const out = templatePatch(t, { text: "New?", disabled: true, intro: null, settings: q("a").settings });
    expect(out).toEqual({ ...t, text: "New?", intro: null });
    expect("disabled" in out || "settings" in out).toBe(false);
  });
  it("keepFollowUps (a template config without follow-ups): the texts are applied, each product keeps its follow-ups", () => {
    const own = fu({ _id: "b".repeat(24), positive_title: "Own" });
    const out = applyTemplate([q("a", { follow_up: [own] }), q("b")], fullTemplate({ text: "G?", follow_up: [fu()] }), { keepFollowUps: true });
    expect(out.map((x) => x.text)).toEqual(["G?", "G?"]);
    expect(out.map((x) => x.follow_up)).toEqual([[own], []]);
  });
  it("an empty list stays empty", () => {
    expect(applyTemplate([], fullTemplate(null))).toEqual([]);
  });
});

describe("copy actions", () => {
  const list = () => [q("a", { text: "A?", star_low: "no", star_high: "yes", follow_up: [fu(), fu({ _id: "e".repeat(24), type: "text", positive: side() })], followup_manual_ordering: true }), q("b", { follow_up: [fu({ _id: "b".repeat(24) })] }), q("c")];

  it("copies questions (follow-ups and ordering) to all other products, replacing theirs, without ids", () => {
    const out = copyQuestionsToAll(list(), "a");
    expect(out[0]).toEqual(list()[0]);
    for (const x of out.slice(1)) {
      expect(x.follow_up.map((f) => f.type)).toEqual(["choice", "text"]);
      expect(x.follow_up.every((f) => f._id === undefined)).toBe(true);
      expect(x.followup_manual_ordering).toBe(true);
      expect(x.text).toBe("Would you consider buying this item?");
    }
    expect(copyQuestionsToAll(list(), "zz")).toEqual(list());
  });
  it("copies question text and star options only", () => {
    const out = copyTextAndStarsToAll(list(), "a");
    expect(out.map((x) => [x.text, x.star_low, x.star_high])).toEqual([["A?", "no", "yes"], ["A?", "no", "yes"], ["A?", "no", "yes"]]);
    expect(out[1]!.follow_up[0]!._id).toBe("b".repeat(24));
  });
  it("copies one follow-up to the other products, skipping ones that have it and single-mode conflicts", () => {
    const r = copyFollowUpToAll(list(), "a", 1, false);
    expect(r.copiedTo).toBe(2);
    expect(r.questions[1]!.follow_up.map((f) => f.type)).toEqual(["choice", "text"]);
    expect(r.questions[2]!.follow_up[0]!._id).toBeUndefined();
    // the same follow-up (type, title, answers) already in b is not copied again
    expect(copyFollowUpToAll(list(), "a", 0, false).copiedTo).toBe(1);
    // single mode: b already has a choice follow-up (a different one)
    const withOther = [list()[0]!, q("b", { follow_up: [fu({ positive_title: "Other" })] })];
    expect(copyFollowUpToAll(withOther, "a", 0, true).copiedTo).toBe(0);
    expect(copyFollowUpToAll(withOther, "a", 0, false).copiedTo).toBe(1);
    expect(copyFollowUpToAll(list(), "a", 9, false).copiedTo).toBe(0);
  });
  it("applies display settings to all questions", () => {
    const l = patchQuestion(list(), "b", { settings: { ...q("b").settings, disable_product_pricing: true } });
    const out = applySettingsToAll(l, "b");
    expect(out.every((x) => x.settings.disable_product_pricing && !x.settings.disable_product_title)).toBe(true);
    out[0]!.settings.disable_product_title = true;
    expect(out[1]!.settings.disable_product_title).toBe(false);
  });
  it("disables and enables every product with the matching toast", () => {
    const off = setAllDisabled(list(), true);
    expect(allDisabled(off)).toBe(true);
    expect(allDisabled(setAllDisabled(off, false))).toBe(false);
    expect(allDisabled([])).toBe(false);
    expect(disabledAllToast(true)).toBe("Disabled display for all products");
    expect(disabledAllToast(false)).toBe("Enabled display for all products");
  });
  it("puts answers on the clipboard separated so that pasting adds them all", () => {
    expect(answersClipboardText(["Red", "Blue"])).toBe("Red; Blue");
  });
});

describe("follow-up list edits", () => {
  it("saves a modal follow-up through followUpForSave, keeping its id; no type → null", () => {
    const edited = { ...newFollowUp("multi"), _id: "f".repeat(24), positive: side([" a", "A", "b"]) };
    const saved = toSavedFollowUp(edited)!;
    expect(saved._id).toBe("f".repeat(24));
    expect(saved.positive.options).toEqual(["a", "b"]);
    expect(saved.negative).toEqual(saved.positive);
    expect(saved.negative_title).toBe(saved.positive_title);
    expect(toSavedFollowUp(newFollowUp(null))).toBeNull();
    expect("_id" in toSavedFollowUp(newFollowUp("text"))!).toBe(false);
  });
  it("appends, replaces and removes", () => {
    const a = fu({ positive_title: "A" });
    const b = fu({ positive_title: "B" });
    expect(upsertFollowUp([a], null, b).map((f) => f.positive_title)).toEqual(["A", "B"]);
    expect(upsertFollowUp([a], 0, b).map((f) => f.positive_title)).toEqual(["B"]);
    expect(upsertFollowUp([a], 5, b)).toHaveLength(2);
    expect(removeFollowUp([a, b], 0).map((f) => f.positive_title)).toEqual(["B"]);
  });
  it("copyFollowUp drops the id and shares no arrays", () => {
    const f = fu({ media: { media_type: "image", images: [{ original: "o", desktop: "d", mobile: "m" }] } });
    const c = copyFollowUp(f);
    expect("_id" in c).toBe(false);
    expect(c.positive.options).not.toBe(f.positive.options);
    expect(c.media!.images[0]).not.toBe(f.media!.images[0]);
  });
  it("property: moving keeps the same items", () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 10 }), fc.integer({ min: -2, max: 12 }), fc.integer({ min: -2, max: 12 }), (list, from, to) => {
        const out = moveItem(list, from, to);
        expect([...out].sort()).toEqual([...list].sort());
        if (from >= 0 && from < list.length && to >= 0 && to < list.length) expect(out[to]).toBe(list[from]);
      }),
    );
  });
});
