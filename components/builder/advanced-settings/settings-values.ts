"use client";
// What Advanced Settings shows: the study's values with the local edits over the last server answer.
import type { TIntro } from "@/lib/builder/study";
import { useBuilder } from "../builder-context";

export const EMPTY_INTRO: TIntro = { type: null, title: "", text: "", button_text: "", images: [], video: { vimeo_id: null, youtube_id: null } };

export function useSettingsValues() {
  const { study, draft, access, readOnly, update } = useBuilder();
  const v = <K extends keyof typeof draft & keyof typeof study>(k: K) => (draft[k] !== undefined ? draft[k] : study[k]);
  return {
    study,
    access,
    readOnly,
    update,
    v,
    settings: { ...study.settings, ...(draft.settings ?? {}) },
    limit: draft.limit ?? study.limit,
    intro: (draft.intro !== undefined ? draft.intro : study.intro) ?? null,
    welcome: { ...study.welcome, ...(draft.welcome ?? {}) },
    style: draft.style ?? study.style,
    thankYou: { ...study.thank_you, ...(draft.thank_you ?? {}) },
  };
}
