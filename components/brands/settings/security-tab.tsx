"use client";
// Security tab: multi-factor authentication (security.multifactor_authentication) and the sentiment score model
// version; admins only, read-only for others.
import { useState } from "react";
import { ReadOnlyNote, SaveBar, Switch, TextField, orNull, str, useBrandSave } from "./controls";
import { SETTINGS_LABELS as L } from "./labels";
import type { TTabProps } from "./tab-props";

export function SecurityTab({ settings: s, isAdmin, onSaved, onReload }: TTabProps) {
  const [mfa, setMfa] = useState(s.security.multifactor_authentication);
  const [version, setVersion] = useState(str(s.sentiment_score_model_version));
  const { save, saving, errors, stale } = useBrandSave(s, onSaved);
  return (
    <div className="space-y-5">
      {!isAdmin && <ReadOnlyNote text={L.adminOnly} />}
      <Switch label={L.mfa} description={L.mfaHint} checked={mfa} onChange={setMfa} disabled={!isAdmin} testId="security-mfa" />
      <div className="max-w-sm">
        <TextField label={L.sentimentVersion} value={version} onChange={setVersion} disabled={!isAdmin} error={errors.sentiment_score_model_version} />
      </div>
      {isAdmin && (
        <SaveBar
          saving={saving}
          stale={stale}
          onSave={() => void save({ security: { multifactor_authentication: mfa }, sentiment_score_model_version: orNull(version) })}
          onReload={onReload}
        />
      )}
    </div>
  );
}
