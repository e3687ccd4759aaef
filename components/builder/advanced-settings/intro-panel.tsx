"use client";
// Advanced Settings › Intro: an optional intro page (title, text, button) with an image or a YouTube / Vimeo video.
import type { TIntro } from "@/lib/builder/study";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { SETTINGS_TEXT_LIMITS } from "@/lib/builder/settings-rules";
import { Check, LimitedField, inputClass } from "./settings-fields";
import { EMPTY_INTRO, useSettingsValues } from "./settings-values";

export function IntroPanel({ baseId }: { baseId: string }) {
  const { readOnly, update, intro } = useSettingsValues();
  const setIntro = (patch: Partial<TIntro>) => update({ intro: { ...(intro ?? EMPTY_INTRO), ...patch } });
  return (
    <div className="flex flex-col gap-4">
      <Check label={BUILDER_MSG.introEnabled} checked={intro !== null} disabled={readOnly} onChange={(on) => update({ intro: on ? (intro ?? EMPTY_INTRO) : null })} />
      {intro && (
        <>
          <LimitedField label={BUILDER_MSG.introTitle} value={intro.title} limit={SETTINGS_TEXT_LIMITS.intro_title} disabled={readOnly} onChange={(t) => setIntro({ title: t })} />
          <LimitedField label={BUILDER_MSG.introMessage} value={intro.text} limit={SETTINGS_TEXT_LIMITS.intro_text} multiline disabled={readOnly} onChange={(t) => setIntro({ text: t })} />
          <LimitedField label={BUILDER_MSG.introButton} value={intro.button_text} limit={SETTINGS_TEXT_LIMITS.intro_button_text} disabled={readOnly} onChange={(t) => setIntro({ button_text: t })} />
          <div className="flex flex-col gap-1">
            <label htmlFor={`${baseId}-intro-type`} className="text-sm font-medium">
              {BUILDER_MSG.introType}
            </label>
            <select
              id={`${baseId}-intro-type`}
              className={inputClass}
              disabled={readOnly}
              value={intro.type ?? ""}
              onChange={(e) => {
                const type = (e.target.value || null) as TIntro["type"];
                // spec 2 §2: switching to an image type clears the video ids.
                setIntro(type === "youtube" || type === "vimeo" ? { type } : { type, video: { vimeo_id: null, youtube_id: null } });
              }}
            >
              <option value="">{BUILDER_MSG.introTypeNone}</option>
              <option value="youtube">YouTube</option>
              <option value="vimeo">Vimeo</option>
              {intro.type && intro.type !== "youtube" && intro.type !== "vimeo" && <option value={intro.type}>{intro.type}</option>}
            </select>
          </div>
          {(intro.type === "youtube" || intro.type === "vimeo") && (
            <LimitedField
              label={BUILDER_MSG.introVideoId}
              value={intro.type === "youtube" ? intro.video.youtube_id : intro.video.vimeo_id}
              limit={SETTINGS_TEXT_LIMITS.video_id}
              disabled={readOnly}
              onChange={(t) => setIntro({ video: intro.type === "youtube" ? { youtube_id: t, vimeo_id: null } : { vimeo_id: t, youtube_id: null } })}
            />
          )}
        </>
      )}
    </div>
  );
}
