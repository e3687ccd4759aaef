"use client";
// Features tab: one switch per feature flag of spec 1 §3 with what it switches on (FEATURE_FLAG_INFO). Admins
// change them; everyone else who may open the settings sees them read-only.
import { useState } from "react";
import { FEATURE_FLAG_INFO } from "@/lib/brands/feature-flags";
import { FEATURE_FLAGS, type TBrandFeatures } from "@/lib/schemas/brand";
import { ReadOnlyNote, SaveBar, Switch, useBrandSave } from "./controls";
import { SETTINGS_LABELS as L } from "./labels";
import type { TTabProps } from "./tab-props";

export function FeaturesTab({ settings: s, isAdmin, onSaved, onReload }: TTabProps) {
  const [flags, setFlags] = useState<TBrandFeatures>(s.features);
  const { save, saving, stale } = useBrandSave(s, onSaved);
  return (
    <div className="space-y-5">
      <p className="text-sm text-subtle">{L.featuresIntro}</p>
      {!isAdmin && <ReadOnlyNote text={L.adminOnly} />}
      <ul className="grid gap-4 md:grid-cols-2">
        {FEATURE_FLAGS.map((f) => (
          <li key={f} className="rounded border border-line p-3">
            <Switch
              label={FEATURE_FLAG_INFO[f].label}
              description={FEATURE_FLAG_INFO[f].description}
              checked={flags[f]}
              disabled={!isAdmin}
              testId={`feature-${f}`}
              onChange={(v) => setFlags((cur) => ({ ...cur, [f]: v }))}
            />
          </li>
        ))}
      </ul>
      {isAdmin && <SaveBar saving={saving} stale={stale} onSave={() => void save({ features: flags })} onReload={onReload} />}
    </div>
  );
}
