// Intro media dialog rules (Add Intro Media / Intro Details): spec 2 §2 "Product questions step", §3 "Intro", §5.
import { BUILDER_MSG } from "@/lib/builder/messages";
import { TEXT_LIMITS } from "@/lib/builder/limits";
import type { TIntro } from "@/lib/builder/study";
import { INTRO_MSG } from "./messages";

/** spec 2 §2: intro type is video, image, photo, youtube or vimeo. */
export const INTRO_TYPES = ["video", "image", "photo", "youtube", "vimeo"] as const;
export type TIntroType = (typeof INTRO_TYPES)[number];

/** spec 2 §5 "Text lengths": intro title 80, intro message 200, button 20, video id 20. */
export const INTRO_TEXT_LIMITS = {
  title: TEXT_LIMITS.introTitle,
  text: TEXT_LIMITS.introMessage,
  button_text: TEXT_LIMITS.introButton,
  video_id: TEXT_LIMITS.videoId,
} as const;

/** spec 2 §5: intro images up to 4, at least 350x350, jpg/jpeg/png. */
export const INTRO_IMAGE_RULES = {
  maxImages: 4,
  minWidth: 350,
  minHeight: 350,
  extensions: ["jpg", "jpeg", "png"],
  mime: ["image/jpeg", "image/png"],
  typesLabel: "jpg, jpeg or png",
} as const;

export const isIntroType = (t: unknown): t is TIntroType => (INTRO_TYPES as readonly unknown[]).includes(t);

/**
 * spec 2 §5: Save is disabled until a type is chosen and while the type is just "video" (youtube or vimeo must
 * be chosen). Also disabled while view-only or saving (the house rule for every dialog).
 */
export function canSaveIntroMedia(intro: Pick<TIntro, "type">, state: { viewOnly?: boolean; saving?: boolean } = {}): boolean {
  if (state.viewOnly || state.saving) return false;
  return isIntroType(intro.type) && intro.type !== "video";
}

/** The message under the type picker while Save is disabled for the type, else null. */
export function introTypeProblem(intro: Pick<TIntro, "type">): string | null {
  if (!isIntroType(intro.type)) return INTRO_MSG.typeRequired;
  if (intro.type === "video") return INTRO_MSG.chooseVideoHost;
  return null;
}

/**
 * Changing the intro type (spec 2 §2): "Switching type to image clears video ids; switching to video clears the
 * type." Read literally: choosing image sets type "image" and empties both video ids; choosing the "video" group
 * leaves the stored type empty (null), so Save stays disabled until youtube or vimeo is picked (the picker itself
 * remembers that the video group is open; see introTypeGroup). Other types are set as chosen and keep the rest;
 * the spec clears nothing for them (our reading: photo does not clear video ids, youtube/vimeo keep images).
 */
export function changeIntroType<T extends Pick<TIntro, "type" | "video">>(intro: T, next: TIntroType): T {
  if (next === "image") return { ...intro, type: "image", video: { vimeo_id: null, youtube_id: null } };
  if (next === "video") return { ...intro, type: null };
  return { ...intro, type: next };
}

/** The top-level choice a type belongs to: youtube and vimeo sit under "video". */
export function introTypeGroup(type: TIntro["type"]): "video" | "image" | "photo" | null {
  if (type === "video" || type === "youtube" || type === "vimeo") return "video";
  return type;
}

export type TIntroTextField = keyof typeof INTRO_TEXT_LIMITS;

/** The intro texts over their §5 limits (the video id is the one of the chosen host). */
export function introTextProblems(intro: Pick<TIntro, "type" | "title" | "text" | "button_text" | "video">): { field: TIntroTextField; message: string }[] {
  const videoId = intro.type === "youtube" ? intro.video.youtube_id : intro.type === "vimeo" ? intro.video.vimeo_id : null;
  const values: Record<TIntroTextField, string> = {
    title: intro.title ?? "",
    text: intro.text ?? "",
    button_text: intro.button_text ?? "",
    video_id: videoId ?? "",
  };
  const names: Record<TIntroTextField, string> = { title: "title", text: "message", button_text: "button text", video_id: "video id" };
  return (Object.keys(INTRO_TEXT_LIMITS) as TIntroTextField[])
    .filter((f) => values[f].length > INTRO_TEXT_LIMITS[f])
    .map((f) => ({ field: f, message: INTRO_MSG.tooLong(names[f], INTRO_TEXT_LIMITS[f]) }));
}

const extensionOf = (name: string): string => (name.includes(".") ? (name.split(".").pop() ?? "").toLowerCase() : "");

/**
 * The images chosen for the intro: at most 4 in all (with those already there), each jpg/jpeg/png by its type or,
 * when the browser gives no type, by its extension. Returns the message or null.
 */
export function introImagesProblem(currentCount: number, files: readonly { name: string; type: string }[]): string | null {
  if (files.length === 0) return null;
  if (currentCount + files.length > INTRO_IMAGE_RULES.maxImages) return INTRO_MSG.tooManyImages(INTRO_IMAGE_RULES.maxImages);
  const mimes: readonly string[] = INTRO_IMAGE_RULES.mime;
  const exts: readonly string[] = INTRO_IMAGE_RULES.extensions;
  const ok = (f: { name: string; type: string }) => (f.type ? mimes.includes(f.type.toLowerCase()) : exts.includes(extensionOf(f.name)));
  if (!files.every(ok)) return BUILDER_MSG.imageWrongType(INTRO_IMAGE_RULES.typesLabel);
  return null;
}

/** An intro image's measured size: at least 350 × 350. Returns the message or null. */
export function introImageSizeProblem(size: { width: number; height: number }): string | null {
  const { minWidth, minHeight } = INTRO_IMAGE_RULES;
  return size.width >= minWidth && size.height >= minHeight ? null : BUILDER_MSG.imageTooSmall(minWidth, minHeight);
}

/** The uploader shows while fewer than 4 intro images are set. */
export const canAddIntroImage = (count: number): boolean => count < INTRO_IMAGE_RULES.maxImages;
