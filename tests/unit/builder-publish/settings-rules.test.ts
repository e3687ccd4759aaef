// Advanced Settings rules: spec 2 §5 text limits, thank-you URL http:// prefix, product limit messages, welcome image
// and logo rules; §6 admin-only settings; §4 template study sets demo.
import { describe, expect, it } from "vitest";
import {
  SETTINGS_TEXT_LIMITS,
  clampText,
  imageFilesProblem,
  imageSizeProblem,
  parsePanelCost,
  productLimitProblem,
  showAdminSettings,
  templateStudyPatch,
  textCounter,
  thankYouUrl,
} from "@/lib/builder/settings-rules";

describe("text limits (spec 2 §5)", () => {
  it("welcome 30/200/20, exit 80/300/20, intro 80/200/20, video id 20", () => {
    expect(SETTINGS_TEXT_LIMITS).toEqual({
      welcome_header: 30, welcome_message: 200, welcome_button_text: 20,
      exit_header: 80, exit_message: 300, exit_button_text: 20,
      intro_title: 80, intro_text: 200, intro_button_text: 20, video_id: 20,
    });
  });

  it("the counter shows length/limit and flags an overflow", () => {
    expect(textCounter("Hello", 30)).toEqual({ label: "5/30", remaining: 25, over: false });
    expect(textCounter(null, 20)).toEqual({ label: "0/20", remaining: 20, over: false });
    expect(textCounter("x".repeat(21), 20).over).toBe(true);
    expect(clampText("x".repeat(35), 30)).toHaveLength(30);
    expect(clampText("short", 30)).toBe("short");
  });
});

describe("thank-you button URL (spec 2 §5)", () => {
  it("gets http:// when it lacks a scheme", () => {
    expect(thankYouUrl("example.com/thanks")).toBe("http://example.com/thanks");
    expect(thankYouUrl("  www.brand.test ")).toBe("http://www.brand.test");
    expect(thankYouUrl("//cdn.test/x")).toBe("http://cdn.test/x");
  });
  it("keeps a scheme and empties blanks", () => {
    expect(thankYouUrl("https://example.com")).toBe("https://example.com");
    expect(thankYouUrl("HTTP://example.com")).toBe("HTTP://example.com");
    expect(thankYouUrl("mailto:a@b.test")).toBe("mailto:a@b.test");
    expect(thankYouUrl("   ")).toBeNull();
    expect(thankYouUrl(null)).toBeNull();
  });
});

describe("product limit per respondent (spec 2 §5)", () => {
  it("is required", () => {
    expect(productLimitProblem("")).toBe("Product count is required");
    expect(productLimitProblem("  ")).toBe("Product count is required");
  });
  it("must be a positive integer", () => {
    for (const bad of ["0", "-3", "2.5", "abc", "1e3"]) expect(productLimitProblem(bad)).toBe("Product count per respondent must be a valid number");
    expect(productLimitProblem("8")).toBeNull();
    expect(productLimitProblem(" 15 ")).toBeNull();
  });
  it("is at most 15, the most a respondent is ever shown (P10 #5)", () => {
    expect(productLimitProblem("16")).toBe("Product count per respondent can be at most 15");
    expect(productLimitProblem("100")).toBe("Product count per respondent can be at most 15");
  });
});

describe("admin-only settings and template study", () => {
  it("show for admins acting as themselves only (spec 2 §6)", () => {
    expect(showAdminSettings({ isAdmin: true, viewAsUser: false })).toBe(true);
    expect(showAdminSettings({ isAdmin: true, viewAsUser: true })).toBe(false);
    expect(showAdminSettings({ isAdmin: false, viewAsUser: false })).toBe(false);
  });
  it("template study on sets demo on; off sets demo off (spec 2 §4)", () => {
    expect(templateStudyPatch(true)).toEqual({ internal_template: true, demo: true });
    expect(templateStudyPatch(false)).toEqual({ internal_template: false, demo: false });
  });
  it("panel cost is parsed as an integer, default 0", () => {
    expect(parsePanelCost("120")).toBe(120);
    expect(parsePanelCost("99.9")).toBe(99);
    expect(parsePanelCost("")).toBe(0);
    expect(parsePanelCost("abc")).toBe(0);
    expect(parsePanelCost("-5")).toBe(0);
  });
});

describe("welcome image and header logo (spec 2 §5)", () => {
  const png = { name: "a.png", type: "image/png" };
  const jpg = { name: "a.jpg", type: "image/jpeg" };
  it("one image each", () => {
    expect(imageFilesProblem("welcome", [png, jpg])).toBe("Please choose only one image.");
    expect(imageFilesProblem("logo", [png, png])).toBe("Please choose only one image.");
  });
  it("the logo must be a png; the welcome image a jpg or png", () => {
    expect(imageFilesProblem("logo", [jpg])).toBe("Oops, that image is the wrong file type. We only accept png files.");
    expect(imageFilesProblem("logo", [png])).toBeNull();
    expect(imageFilesProblem("welcome", [jpg])).toBeNull();
    expect(imageFilesProblem("welcome", [{ name: "a.gif", type: "image/gif" }])).toBe(
      "Oops, that image is the wrong file type. We only accept jpg, jpeg or png files.",
    );
  });
  it("welcome at least 800×800; logo at least 100 wide and 50 high", () => {
    expect(imageSizeProblem("welcome", { width: 800, height: 800 })).toBeNull();
    expect(imageSizeProblem("welcome", { width: 1200, height: 799 })).toBe("The image must be at least 800 pixels wide and 800 pixels high.");
    expect(imageSizeProblem("logo", { width: 100, height: 50 })).toBeNull();
    expect(imageSizeProblem("logo", { width: 99, height: 400 })).toBe("The image must be at least 100 pixels wide and 50 pixels high.");
    expect(imageSizeProblem("logo", { width: 400, height: 49 })).not.toBeNull();
  });
});
