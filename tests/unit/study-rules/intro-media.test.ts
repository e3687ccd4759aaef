// Intro media rules (spec 2 §2 intro media dialog, §3 Intro, §5 text lengths and intro images).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BUILDER_MSG } from "@/lib/builder/messages";
import type { TIntro } from "@/lib/builder/study";
import {
  INTRO_IMAGE_RULES,
  INTRO_TEXT_LIMITS,
  INTRO_TYPES,
  canAddIntroImage,
  canSaveIntroMedia,
  changeIntroType,
  introImageSizeProblem,
  introImagesProblem,
  introTextProblems,
  introTypeGroup,
  introTypeProblem,
} from "@/lib/study-rules/intro-media";
import { INTRO_MSG } from "@/lib/study-rules/messages";

const intro = (over: Partial<TIntro> = {}): TIntro => ({
  type: "youtube",
  title: "Hello",
  text: "Watch this",
  button_text: "Go",
  images: [],
  video: { youtube_id: "abc", vimeo_id: "123" },
  ...over,
});

describe("constants", () => {
  it("match spec 2 §2 and §5", () => {
    expect(INTRO_TYPES).toEqual(["video", "image", "photo", "youtube", "vimeo"]);
    expect(INTRO_TEXT_LIMITS).toEqual({ title: 80, text: 200, button_text: 20, video_id: 20 });
    expect(INTRO_IMAGE_RULES.maxImages).toBe(4);
    expect([INTRO_IMAGE_RULES.minWidth, INTRO_IMAGE_RULES.minHeight]).toEqual([350, 350]);
    expect(INTRO_MSG.addIntroMedia).toBe("Add Intro Media");
    expect(INTRO_MSG.introDetails).toBe("Intro Details");
  });
});

describe("save", () => {
  it("is disabled until a type is chosen and while it is just video", () => {
    expect(canSaveIntroMedia({ type: null })).toBe(false);
    expect(canSaveIntroMedia({ type: "video" })).toBe(false);
    for (const t of ["image", "photo", "youtube", "vimeo"] as const) expect(canSaveIntroMedia({ type: t })).toBe(true);
    expect(canSaveIntroMedia({ type: "image" }, { viewOnly: true })).toBe(false);
    expect(canSaveIntroMedia({ type: "image" }, { saving: true })).toBe(false);
    expect(introTypeProblem({ type: null })).toBe(INTRO_MSG.typeRequired);
    expect(introTypeProblem({ type: "video" })).toBe(INTRO_MSG.chooseVideoHost);
    expect(introTypeProblem({ type: "vimeo" })).toBeNull();
  });
});

describe("changing type", () => {
  it("to image clears the video ids", () => {
    expect(changeIntroType(intro(), "image")).toMatchObject({ type: "image", video: { youtube_id: null, vimeo_id: null } });
  });
  it("to video clears the type (literal reading) and so disables Save", () => {
    const next = changeIntroType(intro({ type: "image" }), "video");
    expect(next.type).toBeNull();
    expect(canSaveIntroMedia(next)).toBe(false);
    expect(next.video).toEqual({ youtube_id: "abc", vimeo_id: "123" });
  });
  it("to youtube, vimeo or photo sets the type and keeps the rest", () => {
    expect(changeIntroType(intro(), "vimeo")).toEqual(intro({ type: "vimeo" }));
    expect(changeIntroType(intro(), "photo")).toEqual(intro({ type: "photo" }));
  });
  it("property: after any change Save is enabled iff the new type is not video", () => {
    fc.assert(
      fc.property(fc.constantFrom(null, ...INTRO_TYPES), fc.constantFrom(...INTRO_TYPES), (from, to) => {
        expect(canSaveIntroMedia(changeIntroType(intro({ type: from }), to))).toBe(to !== "video");
      }),
    );
  });
  it("groups youtube and vimeo under video", () => {
    expect(introTypeGroup("youtube")).toBe("video");
    expect(introTypeGroup("vimeo")).toBe("video");
    expect(introTypeGroup("image")).toBe("image");
    expect(introTypeGroup(null)).toBeNull();
  });
});

describe("text limits", () => {
  it("flags texts over their limits, the video id of the chosen host only", () => {
    expect(introTextProblems(intro())).toEqual([]);
    const long = introTextProblems(intro({ title: "t".repeat(81), text: "m".repeat(201), button_text: "b".repeat(21), video: { youtube_id: "y".repeat(21), vimeo_id: null } }));
    expect(long.map((p) => p.field)).toEqual(["title", "text", "button_text", "video_id"]);
    expect(introTextProblems(intro({ type: "vimeo", video: { youtube_id: "y".repeat(21), vimeo_id: "1" } }))).toEqual([]);
  });
  it("property: a title is flagged iff longer than 80", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (title) => {
        expect(introTextProblems(intro({ title })).some((p) => p.field === "title")).toBe(title.length > 80);
      }),
    );
  });
});

describe("images", () => {
  const png = { name: "a.png", type: "image/png" };
  it("allows up to 4 jpg/jpeg/png images", () => {
    expect(introImagesProblem(0, [png, png, png, png])).toBeNull();
    expect(introImagesProblem(3, [png, png])).toBe(INTRO_MSG.tooManyImages(4));
    expect(introImagesProblem(0, [{ name: "a.gif", type: "image/gif" }])).toBe(BUILDER_MSG.imageWrongType("jpg, jpeg or png"));
    expect(introImagesProblem(0, [{ name: "a.JPEG", type: "" }])).toBeNull();
    expect(introImagesProblem(0, [{ name: "a.webp", type: "" }])).not.toBeNull();
    expect(canAddIntroImage(3)).toBe(true);
    expect(canAddIntroImage(4)).toBe(false);
  });
  it("needs at least 350 x 350", () => {
    expect(introImageSizeProblem({ width: 350, height: 350 })).toBeNull();
    expect(introImageSizeProblem({ width: 349, height: 900 })).toBe(BUILDER_MSG.imageTooSmall(350, 350));
    fc.assert(
      fc.property(fc.nat(2000), fc.nat(2000), (width, height) => {
        expect(introImageSizeProblem({ width, height }) === null).toBe(width >= 350 && height >= 350);
      }),
    );
  });
});
