"use client";
// The consumer-profile editor (admins; spec 1 §2, §4): title, avatar, the panel screeners grouped by group with
// option toggles that follow the selection rules (toggleScreenerValue / setScreenerRange with the screener pairs),
// and the tier badge recomputed live (computeTier). The server validates and computes the tier again on save.
import { useEffect, useId, useMemo, useState } from "react";
import { toast } from "@/components/ui/toast";
import { buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ApiError } from "@/lib/api-client";
import { PROFILE_TITLE_MAX, screenerPairs } from "@/lib/consumer-profiles/profile-rules";
import type { TConsumerProfile, TPanelScreenerWire } from "@/lib/consumer-profiles/wire";
import { PROFILE_MSG } from "@/lib/study-rules/messages";
import {
  RANGE_SCREENER_TYPE,
  computeTier,
  setScreenerRange,
  toggleScreenerValue,
  type TProfileOption,
  type TScreenerPair,
} from "@/lib/study-rules/tiers";
import { TierBadge } from "./profile-avatar";
import { createProfile, updateProfile } from "./profiles-api";
import { useBrandAvatars } from "./use-consumer-profiles";

interface Props {
  brandId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** null: create a new profile. */
  profile: TConsumerProfile | null;
  screeners: TPanelScreenerWire[];
  onSaved(profile: TConsumerProfile): void;
}

function groupScreeners(screeners: readonly TPanelScreenerWire[]): { group: string; screeners: TPanelScreenerWire[] }[] {
  const groups: { group: string; screeners: TPanelScreenerWire[] }[] = [];
  for (const s of screeners) {
    const name = s.group?.trim() || s.title;
    let g = groups.find((x) => x.group === name);
    if (!g) groups.push((g = { group: name, screeners: [] }));
    g.screeners.push(s);
  }
  return groups;
}

export function ProfileEditorDialog({ brandId, open, onOpenChange, profile, screeners, onSaved }: Props) {
  const titleId = useId();
  const [title, setTitle] = useState("");
  const [avatar, setAvatar] = useState<string | null>(null);
  const [options, setOptions] = useState<TProfileOption[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);
  const { avatars } = useBrandAvatars(brandId, open);
  const pairs = useMemo(() => screenerPairs(screeners), [screeners]);
  const tier = computeTier(options, screeners);

  // A fresh form each time the dialog opens.
  useEffect(() => {
    if (!open) return;
    setTitle(profile?.title ?? "");
    setAvatar(profile?.avatar?._id ?? null);
    setOptions(profile?.options.map((o) => ({ panel_screener: o.panel_screener, values: [...o.values] })) ?? []);
    setError(null);
    setTitleError(null);
  }, [open, profile]);

  async function save() {
    const trimmed = title.trim();
    if (!trimmed) return setTitleError(PROFILE_MSG.titleRequired);
    if (trimmed.length > PROFILE_TITLE_MAX) return setTitleError(PROFILE_MSG.titleTooLong(PROFILE_TITLE_MAX));
    setBusy(true);
    setError(null);
    try {
      const body = { title: trimmed, avatar, options };
      const saved = profile ? await updateProfile(brandId, profile._id, body) : await createProfile(brandId, body);
      toast.success(profile ? PROFILE_MSG.updated : PROFILE_MSG.created);
      onSaved(saved);
      onOpenChange(false);
    } catch (e) {
      const detail = e instanceof ApiError ? [e.message, ...e.invalidParams.map((p) => p.reason)].filter(Boolean).join(" ") : "";
      setError(detail || PROFILE_MSG.saveFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !busy && onOpenChange(o)}
      title={profile ? PROFILE_MSG.editTitle : PROFILE_MSG.createTitle}
      size="lg"
      footer={
        <>
          <button type="button" className={buttonClass("secondary")} disabled={busy} onClick={() => onOpenChange(false)}>
            {PROFILE_MSG.cancel}
          </button>
          <button type="button" className={buttonClass("primary")} disabled={busy} aria-busy={busy} onClick={() => void save()}>
            {busy ? PROFILE_MSG.saving : PROFILE_MSG.save}
          </button>
        </>
      }
    >
      <form
        className="mt-4 flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={titleId} className="text-sm font-medium">
            {PROFILE_MSG.title}
          </label>
          <input
            id={titleId}
            className="rounded border border-line-strong px-3 py-2 text-sm"
            value={title}
            maxLength={PROFILE_TITLE_MAX + 20}
            aria-invalid={titleError ? true : undefined}
            aria-describedby={titleError ? `${titleId}-error` : undefined}
            onChange={(e) => {
              setTitle(e.target.value);
              setTitleError(null);
            }}
          />
          {titleError && (
            <p id={`${titleId}-error`} className="text-xs text-danger">
              {titleError}
            </p>
          )}
        </div>

        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">{PROFILE_MSG.avatar}</legend>
          <div className="flex flex-wrap gap-2">
            <AvatarChoice checked={avatar === null} label={PROFILE_MSG.noAvatar} onSelect={() => setAvatar(null)} />
            {avatars.map((a) => (
              <AvatarChoice key={a._id} checked={avatar === a._id} label={a.name} src={a.images.mobile} onSelect={() => setAvatar(a._id)} />
            ))}
          </div>
        </fieldset>

        <div className="flex items-center gap-2 text-sm font-medium" aria-live="polite">
          {PROFILE_MSG.tierPreview}: <TierBadge tier={tier} />
        </div>

        <div className="flex flex-col gap-3">
          <h3 className="text-sm font-semibold">{PROFILE_MSG.screeners}</h3>
          {groupScreeners(screeners).map((g) => (
            <section key={g.group} aria-label={g.group} className="rounded border border-line p-3">
              {g.screeners.length > 1 && <h4 className="mb-2 text-sm font-semibold text-ink-soft">{g.group}</h4>}
              <div className="flex flex-col gap-3">
                {g.screeners.map((s) =>
                  s.type === RANGE_SCREENER_TYPE ? (
                    <RangeScreener key={s._id} screener={s} options={options} pairs={pairs} onChange={setOptions} />
                  ) : (
                    <ChoiceScreener key={s._id} screener={s} options={options} pairs={pairs} onChange={setOptions} />
                  ),
                )}
              </div>
            </section>
          ))}
        </div>
        {error && (
          <p role="alert" className="rounded border border-danger-line bg-danger-soft p-2 text-sm text-danger-strong">
            {error}
          </p>
        )}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}

function AvatarChoice({ checked, label, src, onSelect }: { checked: boolean; label: string; src?: string; onSelect(): void }) {
  return (
    <label className={`flex cursor-pointer items-center gap-2 rounded border px-2 py-1 text-xs ${checked ? "border-focus bg-primary-soft" : "border-line-strong"} focus-within:ring-2 focus-within:ring-focus`}>
      <input type="radio" name="profile-avatar" className="sr-only" checked={checked} onChange={onSelect} />
      {src ? <img src={src} alt="" className="h-8 w-8 rounded-full object-cover" /> : null}
      <span>{label}</span>
    </label>
  );
}

interface TScreenerProps {
  screener: TPanelScreenerWire;
  options: TProfileOption[];
  pairs: readonly TScreenerPair[];
  onChange(next: TProfileOption[]): void;
}

function ChoiceScreener({ screener, options, pairs, onChange }: TScreenerProps) {
  const values = options.find((o) => o.panel_screener === screener._id)?.values ?? [];
  return (
    <fieldset>
      <legend className="mb-1 text-sm text-ink-soft">{screener.title}</legend>
      <div className="flex flex-wrap gap-2">
        {screener.options.map((o) => {
          const on = values.includes(o._id);
          return (
            <label key={o._id} className={`flex cursor-pointer items-center gap-1 rounded-full border px-3 py-1 text-xs ${on ? "border-focus bg-primary-soft text-primary-ink" : "border-line-strong text-subtle"} focus-within:ring-2 focus-within:ring-focus`}>
              <input type="checkbox" className="sr-only" checked={on} onChange={() => onChange(toggleScreenerValue(options, screener, o._id, pairs))} />
              {o.title}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A range screener: From / To over its ordered options; a full range (or none) means no entry (spec 1 §4). */
function RangeScreener({ screener, options, pairs, onChange }: TScreenerProps) {
  const fromId = useId();
  const toId = useId();
  const values = options.find((o) => o.panel_screener === screener._id)?.values ?? [];
  const idx = values.map((v) => screener.options.findIndex((o) => o._id === v)).filter((i) => i >= 0);
  const from = idx.length ? Math.min(...idx) : null;
  const to = idx.length ? Math.max(...idx) : null;
  const last = screener.options.length - 1;
  function set(nextFrom: number | null, nextTo: number | null) {
    if (nextFrom === null && nextTo === null) {
      onChange(options.filter((o) => o.panel_screener !== screener._id));
      return;
    }
    onChange(setScreenerRange(options, screener, nextFrom ?? 0, nextTo ?? last, pairs));
  }
  const select = (id: string, label: string, value: number | null, onPick: (v: number | null) => void) => (
    <div className="flex items-center gap-1">
      <label htmlFor={id} className="text-xs text-subtle">
        {label}
        <span className="sr-only"> ({screener.title})</span>
      </label>
      <select id={id} className="rounded border border-line-strong px-2 py-1 text-xs" value={value ?? ""} onChange={(e) => onPick(e.target.value === "" ? null : Number(e.target.value))}>
        <option value="">{PROFILE_MSG.anyValue}</option>
        {screener.options.map((o, i) => (
          <option key={o._id} value={i}>
            {o.title}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <fieldset>
      <legend className="mb-1 text-sm text-ink-soft">{screener.title}</legend>
      <div className="flex flex-wrap gap-3">
        {select(fromId, PROFILE_MSG.rangeFrom, from, (v) => set(v, to))}
        {select(toId, PROFILE_MSG.rangeTo, to, (v) => set(from, v))}
      </div>
    </fieldset>
  );
}
