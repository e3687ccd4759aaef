"use client";
// One audience row of a country (spec 2 §3 "Audience"): its type (a select offering the types that still have
// unused profiles, §4; a plain label for non-admins when gatesAndDates is on, §6), its consumer profile, and for
// admins acting as themselves the panel provider (panel rows) and the toluna redirect links (§5: "Enter a valid
// URL.", stored only when valid). The delete icon is hidden when the row is its country's last (§5).
import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { ConsumerProfileCard } from "@/components/consumer-profiles/consumer-profile-card";
import type { TConsumerProfile, TPanelScreenerWire } from "@/lib/consumer-profiles/wire";
import { rowLinks, rowProfileChoices, setRowLinks, setRowProfile, setRowProvider, setRowType, type TAudienceEditRow } from "@/lib/audiences/rows";
import {
  audienceLabel,
  canDeleteRow,
  PANEL_PROVIDERS,
  REDIRECT_LINK_KEYS,
  rowTypeChoices,
  setRedirectLink,
  showsRedirectLinks,
  type TAudienceType,
  type TPanelProvider,
  type TProfilesByType,
  type TRedirectLinkKey,
} from "@/lib/study-rules/audiences";
import { AUDIENCE_MSG } from "@/lib/study-rules/messages";

export interface TAudienceRowProps {
  rows: TAudienceEditRow[];
  index: number;
  /** Position within its country, from 1. */
  number: number;
  available: TProfilesByType;
  profiles: ReadonlyMap<string, TConsumerProfile>;
  screeners: TPanelScreenerWire[];
  providers: readonly string[];
  /** Admin acting as themselves (spec 2 §6). */
  admin: boolean;
  /** false: a plain audience-type label (non-admins with gatesAndDates, spec 2 §6). */
  typeSelect: boolean;
  disabled: boolean;
  onChange(rows: TAudienceEditRow[]): void;
}

const field =
  "rounded border border-line-strong bg-white px-2 py-1.5 text-sm focus:outline-none focus:ring-2 focus:ring-focus disabled:bg-canvas disabled:text-faint";
const providerName = (p: string) => p.charAt(0).toUpperCase() + p.slice(1);

export function AudienceRow({ rows, index, number, available, profiles, screeners, providers, admin, typeSelect, disabled, onChange }: TAudienceRowProps) {
  const id = useId();
  const row = rows[index]!;
  const types = rowTypeChoices(rows, index, available);
  const profileChoices = rowProfileChoices(rows, index, available);
  const profile = row.consumer_profile ? (profiles.get(row.consumer_profile) ?? null) : null;
  const profileName = (p: string | null) =>
    p === null ? (row.audience_type === "crm" ? AUDIENCE_MSG.crmList : AUDIENCE_MSG.noProfile) : (profiles.get(p)?.title ?? p);
  /** What was typed in each redirect link field (an invalid value stays here, never in the saved links). */
  const [typed, setTyped] = useState<Partial<Record<TRedirectLinkKey, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<TRedirectLinkKey, string>>>({});
  const links = rowLinks(row);

  function onType(t: TAudienceType) {
    const next = setRowType(rows, index, t, available);
    if (next) onChange(next);
  }
  function onProfile(value: string) {
    const next = setRowProfile(rows, index, value === "" ? null : value, available);
    if (next) onChange(next);
  }
  function onLink(key: TRedirectLinkKey, raw: string) {
    setTyped((t) => ({ ...t, [key]: raw }));
    const r = setRedirectLink(links, key, raw);
    setErrors((e) => ({ ...e, [key]: r.error ?? undefined }));
    if (!r.error) onChange(setRowLinks(rows, index, r.links));
  }

  return (
    <li data-testid="audience-row" data-type={row.audience_type} className="rounded border border-line bg-white p-3">
      <fieldset className="space-y-3">
        <legend className="sr-only">{AUDIENCE_MSG.rowLegend(number)}</legend>
        <div className="flex flex-wrap items-end gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-type`} className="text-xs font-medium text-muted">
              {AUDIENCE_MSG.typeLabel}
            </label>
            {typeSelect ? (
              <select id={`${id}-type`} className={field} value={row.audience_type} disabled={disabled} onChange={(e) => onType(e.target.value as TAudienceType)}>
                {types.map((t) => (
                  <option key={t} value={t}>
                    {audienceLabel(t)}
                  </option>
                ))}
              </select>
            ) : (
              <span id={`${id}-type`} data-testid="audience-type-label" className="py-1.5 text-sm font-medium text-ink">
                {audienceLabel(row.audience_type)}
              </span>
            )}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-profile`} className="text-xs font-medium text-muted">
              {AUDIENCE_MSG.profileLabel}
            </label>
            <select
              id={`${id}-profile`}
              className={field}
              value={row.consumer_profile ?? ""}
              disabled={disabled || profileChoices.length < 2}
              onChange={(e) => onProfile(e.target.value)}
            >
              {profileChoices.map((p) => (
                <option key={p ?? ""} value={p ?? ""}>
                  {profileName(p)}
                </option>
              ))}
            </select>
          </div>
          {admin && row.audience_type === "panel" && (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-provider`} className="text-xs font-medium text-muted">
                {AUDIENCE_MSG.providerLabel}
              </label>
              <select
                id={`${id}-provider`}
                className={field}
                value={row.panel_provider ?? PANEL_PROVIDERS[0]}
                disabled={disabled}
                onChange={(e) => onChange(setRowProvider(rows, index, e.target.value as TPanelProvider))}
              >
                {providers.map((p) => (
                  <option key={p} value={p}>
                    {providerName(p)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {canDeleteRow(rows, index) && (
            <button
              type="button"
              aria-label={AUDIENCE_MSG.deleteRow(number)}
              title={AUDIENCE_MSG.deleteRow(number)}
              disabled={disabled}
              onClick={() => onChange(rows.filter((_, i) => i !== index || !canDeleteRow(rows, index)))}
              className="ml-auto rounded p-2 text-faint hover:bg-danger-soft hover:text-danger focus:outline-none focus-visible:ring-2 focus-visible:ring-focus disabled:opacity-50"
            >
              <Trash2 aria-hidden className="h-4 w-4" />
            </button>
          )}
        </div>
        {profile && <ConsumerProfileCard profile={profile} screeners={screeners} />}
        {admin && row.audience_type === "panel" && showsRedirectLinks(row.panel_provider) && (
          <div className="space-y-2 rounded bg-canvas p-3" data-testid="redirect-links">
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">
              {AUDIENCE_MSG.redirectLinks} <span className="font-normal normal-case">({AUDIENCE_MSG.adminOnlyBadge})</span>
            </p>
            {REDIRECT_LINK_KEYS.map((k) => {
              const error = errors[k];
              return (
                <div key={k} className="flex flex-col gap-1">
                  <label htmlFor={`${id}-${k}`} className="text-xs font-medium text-muted">
                    {AUDIENCE_MSG.redirectLabels[k]}
                  </label>
                  <input
                    id={`${id}-${k}`}
                    type="url"
                    inputMode="url"
                    className={`${field} w-full max-w-xl ${error ? "border-danger" : ""}`}
                    value={typed[k] ?? links[k] ?? ""}
                    disabled={disabled}
                    aria-invalid={!!error}
                    aria-describedby={error ? `${id}-${k}-error` : undefined}
                    onChange={(e) => onLink(k, e.target.value)}
                  />
                  {error && (
                    <p id={`${id}-${k}-error`} role="alert" className="text-xs text-danger">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
        )}
      </fieldset>
    </li>
  );
}
