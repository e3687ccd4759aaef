// lib/survey/screening.ts: age labels parsed into ranges, which questions are age questions, and the terminate rule
// (brand minimum age above the range's upper end; outside every age range of the consumer profile).
import { describe, expect, it } from "vitest";
import { isAgeQuestion, parseAgeRange, screenAge } from "@/lib/survey/screening";

describe("parseAgeRange", () => {
  it.each([
    ["18-24", 18, 24],
    ["18 - 24", 18, 24],
    ["18–24", 18, 24],
    ["18 to 24", 18, 24],
    ["25-34 years", 25, 34],
    ["65+", 65, Infinity],
    ["65 +", 65, Infinity],
    ["55 and over", 55, Infinity],
    ["55 or older", 55, Infinity],
    ["Over 65", 66, Infinity],
    [">65", 66, Infinity],
    ["<30", 0, 29],
    ["Under 18", 0, 17],
    ["younger than 21", 0, 20],
    ["<=30", 0, 30],
    ["≤ 30", 0, 30],
    ["17 or under", 0, 17],
    ["40", 40, 40],
  ])("%s → %s..%s", (label, min, max) => {
    expect(parseAgeRange(label)).toEqual({ min, max });
  });

  it.each(["Prefer not to say", "", "24-18", "18-", "abc 18", "<0", "200+", "18-24-30"])("%s is not a range", (label) => {
    expect(parseAgeRange(label)).toBeNull();
  });
});

describe("isAgeQuestion", () => {
  const q = { type: "choice", special_input_type: null, title: "What is your age?", dashboard_title: null, options: ["18-24", "25+"] };
  it("a choice question titled with the word age whose options hold a range", () => {
    expect(isAgeQuestion(q)).toBe(true);
    expect(isAgeQuestion({ ...q, title: "How old are you?", dashboard_title: "Age" })).toBe(true);
    expect(isAgeQuestion({ ...q, type: "image" })).toBe(true);
  });
  it("not when the word is only part of another word, no option is a range, or the question is multi/text", () => {
    expect(isAgeQuestion({ ...q, title: "Which page do you visit? (usage)" })).toBe(false);
    expect(isAgeQuestion({ ...q, options: ["Young", "Old"] })).toBe(false);
    expect(isAgeQuestion({ ...q, type: "multi" })).toBe(false);
    expect(isAgeQuestion({ ...q, type: "text" })).toBe(false);
  });
  it("special_input_type age marks it whatever the title", () => {
    expect(isAgeQuestion({ ...q, title: "Born when?", special_input_type: "age", options: ["x"] })).toBe(true);
  });
});

describe("screenAge", () => {
  const base = { minimumAge: null, profileAges: null };
  it("terminates when the brand's minimum age is above the upper end of the chosen range", () => {
    expect(screenAge({ ...base, minimumAge: 21, ageAnswer: "<21" })).toBe("terminate");
    expect(screenAge({ ...base, minimumAge: 25, ageAnswer: "18-24" })).toBe("terminate");
    expect(screenAge({ ...base, minimumAge: 21, ageAnswer: "18-24" })).toBeNull();
    expect(screenAge({ ...base, minimumAge: 24, ageAnswer: "18-24" })).toBeNull();
    expect(screenAge({ ...base, minimumAge: 90, ageAnswer: "65+" })).toBeNull();
  });
  it("an answer that is not a range, or no rule, screens nobody", () => {
    expect(screenAge({ ...base, minimumAge: 99, ageAnswer: "Prefer not to say" })).toBeNull();
    expect(screenAge({ ...base, ageAnswer: "<18" })).toBeNull();
  });
  it("terminates outside every age range of the consumer profile", () => {
    const profileAges = [{ min: 25, max: 34 }, { min: 35, max: 44 }];
    expect(screenAge({ ...base, profileAges, ageAnswer: "18-24" })).toBe("terminate");
    expect(screenAge({ ...base, profileAges, ageAnswer: "45+" })).toBe("terminate");
    expect(screenAge({ ...base, profileAges, ageAnswer: "30-39" })).toBeNull();
    expect(screenAge({ ...base, profileAges: [], ageAnswer: "18-24" })).toBeNull();
  });
});
