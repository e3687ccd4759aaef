"use client";
// Segmentation profiles of the study (spec 2 §3 "Segmentation profile"): name, avatar, colour, the pointable
// questions summed, and the summed point range (start_range – end_range, computed by the server from the questions'
// point values; previewed here with the same helper). Create, edit and delete save the whole list (updateSurvey).
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { formatPoints, summedPointRange } from "@/lib/demographics/ranges";
import { DEMOGRAPHIC_MSG } from "@/lib/study-rules/messages";
import type { TWireSegmentationProfile, TWireSurveyDemographic } from "@/lib/builder/builder-wire";
import { buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { TSegmentationPatch } from "./segmentation-api";

type TProfileBody = NonNullable<TSegmentationPatch["segmentation_profiles"]>[number];

const rangeText = (r: { start_range: number | null; end_range: number | null }) =>
  DEMOGRAPHIC_MSG.profileRange(r.start_range === null ? null : Number(formatPoints(r.start_range)), r.end_range === null ? null : Number(formatPoints(r.end_range)));

const bodyOf = (p: TWireSegmentationProfile): TProfileBody => ({ _id: p._id, profile_name: p.profile_name, avatar: p.avatar, color: p.color, questions: p.questions });

interface Props {
  profiles: TWireSegmentationProfile[];
  rows: TWireSurveyDemographic[];
  readOnly: boolean;
  busy: boolean;
  onSave(list: TProfileBody[]): Promise<boolean>;
}

export function ProfilesPanel({ profiles, rows, readOnly, busy, onSave }: Props) {
  const headingId = useId();
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const titles = new Map(rows.map((r) => [r.demographic._id, r.demographic.title]));
  const off = readOnly || busy;

  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid="segmentation-profiles">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-ink">
          {DEMOGRAPHIC_MSG.profilesHeading}
        </h3>
        <button type="button" className={`${buttonClass("secondary")} inline-flex items-center gap-1`} disabled={off} onClick={() => setEditing({ index: null })}>
          <Plus size={14} aria-hidden />
          {DEMOGRAPHIC_MSG.addProfile}
        </button>
      </div>
      {profiles.length === 0 ? (
        <p className="text-sm text-muted">{DEMOGRAPHIC_MSG.noProfiles}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {profiles.map((p, i) => (
            <li key={p._id} className="flex items-start gap-3 rounded-lg border border-line bg-white p-3" data-testid="segmentation-profile">
              <span aria-hidden className="mt-1 h-8 w-8 shrink-0 overflow-hidden rounded-full border border-line" style={{ background: p.color ?? "#e2e8f0" }}>
                {p.avatar && /^(https?:\/\/|\/)/.test(p.avatar) ? <img src={p.avatar} alt="" className="h-full w-full object-cover" /> : null}
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-ink">{p.profile_name}</p>
                <p className="text-xs text-muted" data-testid="profile-range">
                  {rangeText(p.summed_values)}
                </p>
                <p className="truncate text-xs text-faint">{p.questions.map((q) => titles.get(q) ?? q).join(", ")}</p>
              </div>
              <button
                type="button"
                aria-label={DEMOGRAPHIC_MSG.editProfile(p.profile_name)}
                disabled={off}
                onClick={() => setEditing({ index: i })}
                className="rounded p-1 text-muted hover:bg-sunken focus:outline-none focus-visible:ring-2 focus-visible:ring-focus disabled:opacity-40"
              >
                <Pencil size={14} aria-hidden />
              </button>
              <button
                type="button"
                aria-label={DEMOGRAPHIC_MSG.deleteProfile(p.profile_name)}
                disabled={off}
                onClick={() => void onSave(profiles.filter((_, j) => j !== i).map(bodyOf))}
                className="rounded p-1 text-danger hover:bg-danger-soft focus:outline-none focus-visible:ring-2 focus-visible:ring-focus disabled:opacity-40"
              >
                <Trash2 size={14} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ProfileModal
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        profile={editing?.index !== null && editing ? (profiles[editing.index] ?? null) : null}
        rows={rows}
        readOnly={readOnly}
        onSave={async (p) => {
          const list = profiles.map(bodyOf);
          if (editing?.index !== null && editing) list[editing.index] = { ...p, _id: profiles[editing.index]!._id };
          else list.push(p);
          return onSave(list);
        }}
      />
    </section>
  );
}

function ProfileModal(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  profile: TWireSegmentationProfile | null;
  rows: TWireSurveyDemographic[];
  readOnly: boolean;
  onSave(p: TProfileBody): Promise<boolean>;
}) {
  const id = useId();
  const [name, setName] = useState("");
  const [color, setColor] = useState("#1d4ed8");
  const [avatar, setAvatar] = useState("");
  const [questions, setQuestions] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const { open, profile } = props;
  useEffect(() => {
    if (!open) return;
    setName(profile?.profile_name ?? "");
    setColor(profile?.color ?? "#1d4ed8");
    setAvatar(profile?.avatar ?? "");
    setQuestions(profile?.questions ?? []);
  }, [open, profile]);

  const pointable = props.rows.filter((r) => r.demographic.pointable);
  const chosen = pointable.filter((r) => questions.includes(r.demographic._id)).map((r) => r.demographic);
  const problem = !name.trim() ? DEMOGRAPHIC_MSG.profileNameRequired : chosen.length === 0 ? DEMOGRAPHIC_MSG.profileNeedsQuestion : null;

  async function save() {
    if (problem) return;
    setSaving(true);
    try {
      const ok = await props.onSave({ profile_name: name.trim(), color, avatar: avatar.trim() || null, questions: chosen.map((q) => q._id) });
      if (ok) props.onOpenChange(false);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !saving && props.onOpenChange(o)}
      title={profile ? DEMOGRAPHIC_MSG.profileTitleEdit : DEMOGRAPHIC_MSG.profileTitleCreate}
      footer={
        <>
          <button type="button" className={buttonClass("secondary")} disabled={saving} onClick={() => props.onOpenChange(false)}>
            {DEMOGRAPHIC_MSG.cancel}
          </button>
          <button type="button" className={buttonClass("primary")} disabled={props.readOnly || saving || Boolean(problem)} onClick={() => void save()}>
            {saving ? DEMOGRAPHIC_MSG.saving : DEMOGRAPHIC_MSG.save}
          </button>
        </>
      }
    >
      <fieldset className="mt-4 flex flex-col gap-3" disabled={props.readOnly || saving}>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-name`} className="text-sm font-medium">
            {DEMOGRAPHIC_MSG.profileName}
          </label>
          <input id={`${id}-name`} className="rounded border border-line-strong px-3 py-2 text-sm" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="flex items-center gap-3">
          <label htmlFor={`${id}-color`} className="text-sm font-medium">
            {DEMOGRAPHIC_MSG.profileColor}
          </label>
          <input id={`${id}-color`} type="color" value={color} onChange={(e) => setColor(e.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-avatar`} className="text-sm font-medium">
            {DEMOGRAPHIC_MSG.profileAvatar}
          </label>
          <input id={`${id}-avatar`} className="rounded border border-line-strong px-3 py-2 text-sm" value={avatar} onChange={(e) => setAvatar(e.target.value)} />
        </div>
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium">{DEMOGRAPHIC_MSG.profileQuestions}</legend>
          {pointable.length === 0 && <p className="text-sm text-muted">{DEMOGRAPHIC_MSG.noQuestions}</p>}
          {pointable.map((r) => (
            <label key={r.demographic._id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={questions.includes(r.demographic._id)}
                onChange={(e) => setQuestions((qs) => (e.target.checked ? [...qs, r.demographic._id] : qs.filter((q) => q !== r.demographic._id)))}
              />
              {r.demographic.title}
            </label>
          ))}
        </fieldset>
        <p className="text-sm text-subtle" role="status">
          {rangeText(summedPointRange(chosen))}
        </p>
        {problem && <p className="text-xs text-danger">{problem}</p>}
      </fieldset>
    </Dialog>
  );
}
