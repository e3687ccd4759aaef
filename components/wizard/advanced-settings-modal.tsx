"use client";
// Advanced Settings (spec 2 §2 "Other modals", §5, §6): tabs General, Welcome, Exit, Intro. Text fields carry the §5
// limits with counters; the thank-you button URL gets http:// when it has no scheme; the welcome image (1, at least
// 800×800) and header logo (1 png, at least 100×50) are checked in the browser before upload; the admin-only settings
// of §6 are hidden for non-admins and admins viewing as a user. Every change goes through update() (autosave).
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { toast } from "sonner";
import { uploadImages } from "@/components/products/form/product-api";
import { ApiError } from "@/lib/api-client";
import { WIZARD_MSG } from "@/lib/wizard/messages";
import {
  IMAGE_RULES,
  SETTINGS_TEXT_LIMITS,
  clampText,
  imageFilesProblem,
  imageSizeProblem,
  productLimitProblem,
  showAdminSettings,
  templateStudyPatch,
  textCounter,
  thankYouUrl,
  type TImageKind,
} from "@/lib/wizard/settings-rules";
import type { TIntro, TSettingsFlag, TWizardImage } from "@/lib/wizard/study";
import { MoveTestModal } from "./move-test-modal";
import { OwnerSelect } from "./owner-select";
import { WizardDialog, btnSecondary } from "./publish-flow";
import { useWizard } from "./wizard-context";
import { measureImage } from "@/lib/image-size";
import { tabKeyTarget } from "@/lib/tablist";

const TABS = ["general", "welcome", "exit", "intro"] as const;
type TTab = (typeof TABS)[number];
const inputClass = "w-full rounded border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100";

/** A text input or textarea with its §5 limit: capped at the limit, with a "n/limit" counter. */
function LimitedField(props: { label: string; value: string | null | undefined; limit: number; multiline?: boolean; disabled: boolean; onChange: (v: string) => void }) {
  const id = useId();
  const counter = textCounter(props.value, props.limit);
  const common = {
    id,
    value: props.value ?? "",
    maxLength: props.limit,
    disabled: props.disabled,
    "aria-describedby": `${id}-count`,
    className: inputClass,
    onChange: (e: { target: { value: string } }) => props.onChange(clampText(e.target.value, props.limit)),
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      {props.multiline ? <textarea rows={3} {...common} /> : <input {...common} />}
      <span id={`${id}-count`} className={`self-end text-xs ${counter.over ? "text-red-700" : "text-slate-500"}`} aria-live="polite">
        {WIZARD_MSG.charactersUsed(counter.label)}
      </span>
    </div>
  );
}

function Check(props: { label: string; checked: boolean; disabled: boolean; onChange: (v: boolean) => void; hint?: string }) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        className="mt-1"
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <div className="text-sm">
        <label htmlFor={id}>{props.label}</label>
        {props.hint && (
          <span id={`${id}-hint`} className="block text-xs text-slate-600">
            {props.hint}
          </span>
        )}
      </div>
    </div>
  );
}


/** One image field (welcome image or header logo): checks count, type and size before uploading. */
function ImageField(props: { kind: TImageKind; label: string; hint: string; url: string | null | undefined; disabled: boolean; onChange: (img: TWizardImage | null) => void }) {
  const { brandId } = useWizard();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function pick(files: File[]) {
    if (files.length === 0) return;
    setProblem(null);
    try {
      const wrong = imageFilesProblem(props.kind, files);
      if (wrong) return setProblem(wrong);
      const size = await measureImage(files[0]!).catch(() => null);
      if (!size) return setProblem(WIZARD_MSG.imageWrongType(IMAGE_RULES[props.kind].typesLabel));
      const small = imageSizeProblem(props.kind, size);
      if (small) return setProblem(small);
      setBusy(true);
      const [uploaded] = await uploadImages(brandId, files);
      if (uploaded) props.onChange(uploaded);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      if (e instanceof ApiError && e.status === 500 && /inaccessible host/i.test(message)) setProblem(WIZARD_MSG.uploadInaccessibleHost);
      else toast.error(message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
        <span className="block text-xs font-normal text-slate-600">{props.hint}</span>
      </label>
      {props.url && (
        <img src={props.url} alt={props.label} className="h-24 w-auto self-start rounded border border-slate-200 object-contain" />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          ref={input}
          type="file"
          accept={IMAGE_RULES[props.kind].mime.join(",")}
          disabled={props.disabled || busy}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="text-sm"
          onChange={(e) => void pick(Array.from(e.target.files ?? []))}
        />
        {props.url && (
          <button type="button" className={btnSecondary} disabled={props.disabled || busy} onClick={() => props.onChange(null)}>
            {WIZARD_MSG.removeImage}
          </button>
        )}
        {busy && (
          <span role="status" className="text-sm text-slate-600">
            {WIZARD_MSG.uploading}
          </span>
        )}
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}

const EMPTY_INTRO: TIntro = { type: null, title: "", text: "", button_text: "", images: [], video: { vimeo_id: null, youtube_id: null } };

/** The tabs and their fields; mounted on each opening, so the local inputs start from the study as it is then. */
function SettingsBody({ onMove }: { onMove: () => void }) {
  const { study, draft, access, readOnly, update } = useWizard();
  const [tab, setTab] = useState<TTab>("general");
  const tabRefs = useRef<Record<TTab, HTMLButtonElement | null>>({ general: null, welcome: null, exit: null, intro: null });
  const baseId = useId();
  const admin = showAdminSettings(access);

  // What the study has now: local edits over the last server answer.
  const v = <K extends keyof typeof draft & keyof typeof study>(k: K) => (draft[k] !== undefined ? draft[k] : study[k]);
  const settings = { ...study.settings, ...(draft.settings ?? {}) };
  const limit = draft.limit ?? study.limit;
  const intro = (draft.intro !== undefined ? draft.intro : study.intro) ?? null;
  const welcome = { ...study.welcome, ...(draft.welcome ?? {}) };
  const style = draft.style ?? study.style;
  const thankYou = { ...study.thank_you, ...(draft.thank_you ?? {}) };

  const [url, setUrl] = useState(thankYou.button_url ?? "");
  const [limitText, setLimitText] = useState(String(limit.number));
  const limitProblem = limit.active ? productLimitProblem(limitText) : null;

  const setFlag = (flag: TSettingsFlag, on: boolean) => update({ settings: { ...settings, [flag]: on } });
  const setIntro = (patch: Partial<TIntro>) => update({ intro: { ...(intro ?? EMPTY_INTRO), ...patch } });

  function onTabKey(e: KeyboardEvent) {
    const target = tabKeyTarget(e.key, TABS.indexOf(tab), TABS.length);
    if (target === null) return;
    const next = TABS[target]!;
    e.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  function commitUrl() {
    const stored = thankYouUrl(url);
    setUrl(stored ?? "");
    update({ thank_you: { ...thankYou, button_url: stored } });
  }

  function onLimitText(text: string) {
    setLimitText(text);
    if (!productLimitProblem(text)) update({ limit: { active: limit.active, number: Number(text.trim()) } });
  }

  const panels: Record<TTab, ReactNode> = {
    general: (
      <div className="flex flex-col gap-4">
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">{WIZARD_MSG.moveTest}</h3>
          <p className="text-sm text-slate-600">{WIZARD_MSG.moveHint}</p>
          <button type="button" className={`${btnSecondary} self-start`} disabled={readOnly || study.status !== "Draft"} onClick={onMove}>
            {WIZARD_MSG.moveTestOpen}
          </button>
        </section>
        {admin && (
          <section aria-label={WIZARD_MSG.adminSettings} data-testid="admin-settings" className="flex flex-col gap-3 rounded border border-slate-200 p-3">
            <h3 className="text-sm font-semibold">{WIZARD_MSG.adminSettings}</h3>
            <Check label={WIZARD_MSG.settingLabels.disable_panel_quota_automation} checked={settings.disable_panel_quota_automation} disabled={readOnly} onChange={(on) => setFlag("disable_panel_quota_automation", on)} />
            <Check label={WIZARD_MSG.settingLabels.disable_panel_clone_automation} checked={settings.disable_panel_clone_automation} disabled={readOnly} onChange={(on) => setFlag("disable_panel_clone_automation", on)} />
            <Check label={WIZARD_MSG.settingLabels.show_privacy_disclaimer_for_crm} checked={settings.show_privacy_disclaimer_for_crm} disabled={readOnly} onChange={(on) => setFlag("show_privacy_disclaimer_for_crm", on)} />
            <Check label={WIZARD_MSG.settingLabels.show_brand_name_in_privacy_disclaimer} checked={settings.show_brand_name_in_privacy_disclaimer} disabled={readOnly} onChange={(on) => setFlag("show_brand_name_in_privacy_disclaimer", on)} />
            <Check label={WIZARD_MSG.settingLabels.demo} checked={Boolean(v("demo"))} disabled={readOnly} onChange={(on) => update({ demo: on })} />
            <Check label={WIZARD_MSG.settingLabels.internal_template} hint={WIZARD_MSG.templateHint} checked={Boolean(v("internal_template"))} disabled={readOnly} onChange={(on) => update(templateStudyPatch(on))} />
            <OwnerSelect className={`${inputClass} max-w-md`} />
            <Check
              label={WIZARD_MSG.settingLabels.limit}
              checked={limit.active}
              disabled={readOnly}
              onChange={(on) => update({ limit: { active: on, number: productLimitProblem(limitText) ? limit.number : Number(limitText.trim()) } })}
            />
            {limit.active && (
              <div className="flex flex-col gap-1 pl-6">
                <label htmlFor={`${baseId}-limit`} className="text-sm font-medium">
                  {WIZARD_MSG.productLimitLabel}
                </label>
                <input
                  id={`${baseId}-limit`}
                  inputMode="numeric"
                  className={`${inputClass} max-w-32`}
                  value={limitText}
                  disabled={readOnly}
                  aria-invalid={Boolean(limitProblem)}
                  aria-describedby={limitProblem ? `${baseId}-limit-error` : undefined}
                  onChange={(e) => onLimitText(e.target.value)}
                />
                {limitProblem && (
                  <p id={`${baseId}-limit-error`} role="alert" className="text-sm text-red-700">
                    {limitProblem}
                  </p>
                )}
              </div>
            )}
          </section>
        )}
      </div>
    ),
    welcome: (
      <div className="flex flex-col gap-4">
        <LimitedField label={WIZARD_MSG.welcomeHeader} value={v("welcome_header")} limit={SETTINGS_TEXT_LIMITS.welcome_header} disabled={readOnly} onChange={(t) => update({ welcome_header: t })} />
        <LimitedField label={WIZARD_MSG.welcomeMessage} value={v("welcome_message")} limit={SETTINGS_TEXT_LIMITS.welcome_message} multiline disabled={readOnly} onChange={(t) => update({ welcome_message: t })} />
        <LimitedField label={WIZARD_MSG.welcomeButton} value={v("welcome_button_text")} limit={SETTINGS_TEXT_LIMITS.welcome_button_text} disabled={readOnly} onChange={(t) => update({ welcome_button_text: t })} />
        <ImageField
          kind="welcome"
          label={WIZARD_MSG.welcomeImage}
          hint={WIZARD_MSG.welcomeImageHint}
          url={welcome.mobile || welcome.original}
          disabled={readOnly}
          onChange={(img) => update({ welcome: img ? { ...welcome, original: img.original, desktop: img.desktop, mobile: img.mobile } : { ...welcome, original: "", desktop: "", mobile: "" } })}
        />
        <ImageField
          kind="logo"
          label={WIZARD_MSG.headerLogo}
          hint={WIZARD_MSG.headerLogoHint}
          url={style.header_logo}
          disabled={readOnly}
          onChange={(img) => update({ style: { header_logo: img ? img.original : null } })}
        />
      </div>
    ),
    exit: (
      <div className="flex flex-col gap-4">
        <LimitedField label={WIZARD_MSG.exitHeader} value={v("exit_header")} limit={SETTINGS_TEXT_LIMITS.exit_header} disabled={readOnly} onChange={(t) => update({ exit_header: t })} />
        <LimitedField label={WIZARD_MSG.exitMessage} value={v("exit_message")} limit={SETTINGS_TEXT_LIMITS.exit_message} multiline disabled={readOnly} onChange={(t) => update({ exit_message: t })} />
        <LimitedField label={WIZARD_MSG.exitButton} value={v("exit_button_text")} limit={SETTINGS_TEXT_LIMITS.exit_button_text} disabled={readOnly} onChange={(t) => update({ exit_button_text: t })} />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${baseId}-url`} className="text-sm font-medium">
            {WIZARD_MSG.thankYouUrl}
          </label>
          <input
            id={`${baseId}-url`}
            type="text"
            inputMode="url"
            className={inputClass}
            value={url}
            disabled={readOnly}
            aria-describedby={`${baseId}-url-preview`}
            onChange={(e) => setUrl(e.target.value)}
            onBlur={commitUrl}
          />
          <span id={`${baseId}-url-preview`} className="text-xs text-slate-600" data-testid="thank-you-url-preview">
            {thankYouUrl(url) ? WIZARD_MSG.thankYouUrlPreview(thankYouUrl(url)!) : WIZARD_MSG.thankYouUrlHint}
          </span>
        </div>
      </div>
    ),
    intro: (
      <div className="flex flex-col gap-4">
        <Check label={WIZARD_MSG.introEnabled} checked={intro !== null} disabled={readOnly} onChange={(on) => update({ intro: on ? (intro ?? EMPTY_INTRO) : null })} />
        {intro && (
          <>
            <LimitedField label={WIZARD_MSG.introTitle} value={intro.title} limit={SETTINGS_TEXT_LIMITS.intro_title} disabled={readOnly} onChange={(t) => setIntro({ title: t })} />
            <LimitedField label={WIZARD_MSG.introMessage} value={intro.text} limit={SETTINGS_TEXT_LIMITS.intro_text} multiline disabled={readOnly} onChange={(t) => setIntro({ text: t })} />
            <LimitedField label={WIZARD_MSG.introButton} value={intro.button_text} limit={SETTINGS_TEXT_LIMITS.intro_button_text} disabled={readOnly} onChange={(t) => setIntro({ button_text: t })} />
            <div className="flex flex-col gap-1">
              <label htmlFor={`${baseId}-intro-type`} className="text-sm font-medium">
                {WIZARD_MSG.introType}
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
                <option value="">{WIZARD_MSG.introTypeNone}</option>
                <option value="youtube">YouTube</option>
                <option value="vimeo">Vimeo</option>
                {intro.type && intro.type !== "youtube" && intro.type !== "vimeo" && <option value={intro.type}>{intro.type}</option>}
              </select>
            </div>
            {(intro.type === "youtube" || intro.type === "vimeo") && (
              <LimitedField
                label={WIZARD_MSG.introVideoId}
                value={intro.type === "youtube" ? intro.video.youtube_id : intro.video.vimeo_id}
                limit={SETTINGS_TEXT_LIMITS.video_id}
                disabled={readOnly}
                onChange={(t) => setIntro({ video: intro.type === "youtube" ? { youtube_id: t, vimeo_id: null } : { vimeo_id: t, youtube_id: null } })}
              />
            )}
          </>
        )}
      </div>
    ),
  };

  return (
    <>
      <div role="tablist" aria-label={WIZARD_MSG.advancedSettings} className="mt-4 flex gap-1 border-b border-slate-200" onKeyDown={onTabKey}>
        {TABS.map((t) => (
          <button
            key={t}
            ref={(el) => {
              tabRefs.current[t] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${t}`}
            aria-selected={tab === t}
            aria-controls={`${baseId}-panel-${t}`}
            tabIndex={tab === t ? 0 : -1}
            onClick={() => setTab(t)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm ${tab === t ? "border-blue-700 font-semibold text-blue-800" : "border-transparent text-slate-600 hover:text-slate-900"}`}
          >
            {WIZARD_MSG.settingsTabs[t]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel-${tab}`} aria-labelledby={`${baseId}-tab-${tab}`} tabIndex={0} className="mt-4">
        {panels[tab]}
      </div>
    </>
  );
}

export function AdvancedSettingsModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [moveOpen, setMoveOpen] = useState(false);
  return (
    <>
      <WizardDialog
        open={open}
        onOpenChange={onOpenChange}
        wide
        title={WIZARD_MSG.advancedSettings}
        footer={
          <button type="button" className={btnSecondary} onClick={() => onOpenChange(false)}>
            {WIZARD_MSG.close}
          </button>
        }
      >
        <SettingsBody
          onMove={() => {
            // One dialog at a time: the move dialog replaces Advanced Settings.
            onOpenChange(false);
            setMoveOpen(true);
          }}
        />
      </WizardDialog>
      <MoveTestModal open={moveOpen} onOpenChange={setMoveOpen} />
    </>
  );
}

