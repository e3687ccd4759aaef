"use client";
// The intro media dialog of a question (spec 2 §2 "Add Intro Media" / "Intro Details", §3 "Intro", §5): the type is
// video (then YouTube or Vimeo), image or photo; switching to image clears the video ids, switching to video
// clears the type until a host is chosen (changeIntroType). Save stays disabled until a savable type is chosen
// (canSaveIntroMedia). Texts: title 80, message 200, button 20, video id 20. Images: up to 4, jpg/jpeg/png, at least
// 350 × 350, checked in the browser before POST /api/v1/brand/{b}/upload.
import { X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { uploadImages } from "@/components/product-form/product-api";
import { ApiError } from "@/lib/api-client";
import {
  canAddIntroImage,
  canSaveIntroMedia,
  changeIntroType,
  INTRO_IMAGE_RULES,
  INTRO_TEXT_LIMITS,
  introImageSizeProblem,
  introImagesProblem,
  introTextProblems,
  introTypeGroup,
  introTypeProblem,
  type TIntroType,
} from "@/lib/study-rules/intro-media";
import { INTRO_MSG, QUESTION_MSG } from "@/lib/study-rules/messages";
import { BUILDER_MSG } from "@/lib/builder/messages";
import type { TIntro } from "@/lib/builder/study";
import { buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "./controls";
import { measureImage } from "@/lib/image-size";

const EMPTY: TIntro = { type: null, title: "", text: "", button_text: "", images: [], video: { vimeo_id: null, youtube_id: null } };
const GROUPS = ["video", "image", "photo"] as const;
const HOSTS = ["youtube", "vimeo"] as const;

interface Props {
  open: boolean;
  brandId: string;
  intro: TIntro | null;
  readOnly: boolean;
  onOpenChange(open: boolean): void;
  onSave(intro: TIntro): void;
}

export function IntroDialog(props: Props) {
  return props.open ? <IntroForm {...props} /> : null;
}


function IntroForm({ open, brandId, intro: initial, readOnly, onOpenChange, onSave }: Props) {
  const [intro, setIntro] = useState<TIntro>(() => structuredClone(initial ?? EMPTY));
  const [group, setGroup] = useState(() => introTypeGroup(intro.type));
  const [busy, setBusy] = useState(false);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const groupName = useId();
  const hostName = useId();
  const fileId = useId();
  const problems = introTextProblems(intro);
  const problemOf = (f: string) => problems.find((p) => p.field === f)?.message ?? null;
  // The video group without a host leaves the type empty (changeIntroType): ask for the host rather than a type.
  const typeProblem = group === "video" && intro.type === null ? INTRO_MSG.chooseVideoHost : introTypeProblem(intro);
  const canSave = canSaveIntroMedia(intro, { viewOnly: readOnly, saving: busy }) && problems.length === 0;

  function choose(t: TIntroType) {
    setIntro((x) => changeIntroType(x, t));
    setGroup(introTypeGroup(t));
  }

  async function addImages(files: File[]) {
    if (files.length === 0) return;
    setImageProblem(null);
    try {
      const wrong = introImagesProblem(intro.images.length, files);
      if (wrong) return setImageProblem(wrong);
      for (const f of files) {
        const size = await measureImage(f).catch(() => null);
        if (!size) return setImageProblem(BUILDER_MSG.imageWrongType(INTRO_IMAGE_RULES.typesLabel));
        const small = introImageSizeProblem(size);
        if (small) return setImageProblem(small);
      }
      setBusy(true);
      const uploaded = await uploadImages(brandId, files);
      setIntro((x) => ({ ...x, images: [...x.images, ...uploaded.map((u) => ({ original: u.original, desktop: u.desktop, mobile: u.mobile }))] }));
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      if (e instanceof ApiError && e.status === 500 && /inaccessible host/i.test(message)) setImageProblem(BUILDER_MSG.uploadInaccessibleHost);
      else toast.error(message);
    } finally {
      setBusy(false);
      if (fileRef.current) fileRef.current.value = "";
    }
  }

  const videoKey = intro.type === "vimeo" ? "vimeo_id" : "youtube_id";
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={initial ? INTRO_MSG.introDetails : INTRO_MSG.addIntroMedia}
      footer={
        <>
          <button type="button" className={buttonClass("secondary")} onClick={() => onOpenChange(false)}>
            {QUESTION_MSG.cancel}
          </button>
          <button
            type="button"
            className={buttonClass("primary")}
            disabled={!canSave}
            onClick={() => {
              onSave(intro);
              onOpenChange(false);
            }}
          >
            {QUESTION_MSG.save}
          </button>
        </>
      }
    >
      <div className="mt-4 flex flex-col gap-4" data-testid="intro-form">
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-ink-soft">{INTRO_MSG.type}</legend>
          <div className="flex flex-wrap gap-4">
            {GROUPS.map((g) => (
              <label key={g} className="flex items-center gap-2 text-sm">
                <input type="radio" name={groupName} value={g} checked={group === g} disabled={readOnly} onChange={() => choose(g)} />
                {INTRO_MSG.typeLabels[g]}
              </label>
            ))}
          </div>
          {group === "video" && (
            <div role="radiogroup" aria-label={INTRO_MSG.videoHost} className="flex flex-wrap gap-4 pl-4">
              {HOSTS.map((h) => (
                <label key={h} className="flex items-center gap-2 text-sm">
                  <input type="radio" name={hostName} value={h} checked={intro.type === h} disabled={readOnly} onChange={() => choose(h)} />
                  {INTRO_MSG.typeLabels[h]}
                </label>
              ))}
            </div>
          )}
          {typeProblem && <p className="text-xs text-muted" data-testid="intro-type-problem">{typeProblem}</p>}
        </fieldset>

        <TextField label={INTRO_MSG.title} value={intro.title} max={INTRO_TEXT_LIMITS.title} disabled={readOnly} problem={problemOf("title")} onChange={(title) => setIntro((x) => ({ ...x, title }))} />
        <TextField label={INTRO_MSG.text} value={intro.text} max={INTRO_TEXT_LIMITS.text} multiline disabled={readOnly} problem={problemOf("text")} onChange={(text) => setIntro((x) => ({ ...x, text }))} />
        <TextField
          label={INTRO_MSG.buttonText}
          value={intro.button_text}
          max={INTRO_TEXT_LIMITS.button_text}
          disabled={readOnly}
          problem={problemOf("button_text")}
          onChange={(button_text) => setIntro((x) => ({ ...x, button_text }))}
        />

        {(intro.type === "youtube" || intro.type === "vimeo") && (
          <TextField
            label={INTRO_MSG.videoId}
            value={intro.video[videoKey] ?? ""}
            max={INTRO_TEXT_LIMITS.video_id}
            disabled={readOnly}
            problem={problemOf("video_id")}
            onChange={(v) => setIntro((x) => ({ ...x, video: { ...x.video, [videoKey]: v || null } }))}
          />
        )}

        {(group === "image" || group === "photo") && (
          <div className="flex flex-col gap-2">
            <label htmlFor={fileId} className="text-sm font-medium text-ink-soft">
              {INTRO_MSG.images}
              <span className="block text-xs font-normal text-muted">{INTRO_MSG.imagesHint}</span>
            </label>
            {intro.images.length > 0 && (
              <ul className="flex flex-wrap gap-2">
                {intro.images.map((img, i) => (
                  <li key={`${img.original}-${i}`} className="relative">
                    <img src={img.mobile || img.original} alt="" className="h-20 w-20 rounded border border-line object-cover" />
                    <button
                      type="button"
                      aria-label={INTRO_MSG.removeImage(i + 1)}
                      disabled={readOnly || busy}
                      onClick={() => setIntro((x) => ({ ...x, images: x.images.filter((_, j) => j !== i) }))}
                      className="absolute -right-2 -top-2 rounded-full bg-white p-0.5 shadow focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
                    >
                      <X size={14} aria-hidden />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {canAddIntroImage(intro.images.length) && (
              <input
                id={fileId}
                ref={fileRef}
                type="file"
                multiple
                accept={INTRO_IMAGE_RULES.mime.join(",")}
                disabled={readOnly || busy}
                aria-describedby={imageProblem ? `${fileId}-problem` : undefined}
                className="text-sm"
                onChange={(e) => void addImages(Array.from(e.target.files ?? []))}
              />
            )}
            {busy && (
              <span role="status" className="text-sm text-muted">
                {INTRO_MSG.uploading}
              </span>
            )}
            {imageProblem && (
              <p id={`${fileId}-problem`} role="alert" className="text-sm text-danger">
                {imageProblem}
              </p>
            )}
          </div>
        )}
      </div>
    </Dialog>
  );
}
