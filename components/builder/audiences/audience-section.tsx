"use client";
// Section 1 of the Consumers step, "1. Select Your Consumer Profiles" (spec 2 §2 "Segmentation step"): the
// consumer profiles the study uses ("Select More Consumer Profiles" modal) and, per study country (the brand's
// default country while the study has none), its audience rows (spec 2 §3 "Audience", §4, §5, §9). Admins acting
// as themselves also get the panel provider, toluna redirect links, respondent limits with match stat sig and the
// auto-close setting, and the recorded panel surveys (spec 2 §6). Edits go through update({ audiences }) — the
// whole list, as the save replaces it; read-only disables everything.
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { ProfileListCard } from "@/components/consumer-profiles/profile-list-card";
import { SelectProfilesModal } from "@/components/consumer-profiles/select-profiles-modal";
import { useConsumerProfiles } from "@/components/consumer-profiles/use-consumer-profiles";
import { addRow, applyProfileSelection, audienceCountries, profilesByType, rowsForCountries, selectedProfileIds, type TAudienceEditRow } from "@/lib/audiences/rows";
import { canAddAudience, PANEL_PROVIDERS } from "@/lib/study-rules/audiences";
import { AUDIENCE_MSG } from "@/lib/study-rules/messages";
import type { TConsumerProfile } from "@/lib/consumer-profiles/wire";
import { buttonClass } from "@/components/ui/button";
import { useBuilder } from "../builder-context";
import { AudienceRow } from "./audience-row";
import { fetchPanelProviders } from "./audiences-api";
import { PanelSurveysPanel } from "./panel-surveys-panel";
import { RespondentLimits } from "./respondent-limits";

/** A country's English name for countries the study does not list yet (the brand default of a fresh study). */
function regionName(code: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function AudienceSection() {
  const { brandId, study, draft, access, readOnly, update } = useBuilder();
  const id = useId();
  const admin = access.isAdmin && !access.viewAsUser;
  const { profiles, screeners, loading, error, reload } = useConsumerProfiles(brandId);
  const [modalOpen, setModalOpen] = useState(false);
  const providersQuery = useQuery({ queryKey: ["panel-providers"], queryFn: fetchPanelProviders, enabled: admin, staleTime: 5 * 60_000 });
  const providers = providersQuery.data?.length ? providersQuery.data.map((p) => p.name) : [...PANEL_PROVIDERS];

  const available = useMemo(() => profilesByType(profiles), [profiles]);
  const profileMap = useMemo(() => new Map<string, TConsumerProfile>(profiles.map((p) => [p._id, p])), [profiles]);
  const countries = useMemo(
    () => audienceCountries(draft.countries ?? study.study_countries.map((c) => c.code), study.default_country),
    [draft.countries, study.study_countries, study.default_country],
  );
  const names = useMemo(() => {
    const m = new Map(study.study_countries.map((c) => [c.code.toUpperCase(), c.country_name]));
    for (const c of countries) if (!m.has(c)) m.set(c, regionName(c));
    return m;
  }, [study.study_countries, countries]);
  const rows = useMemo(
    () => rowsForCountries((draft.audiences ?? []) as TAudienceEditRow[], countries, available, study.default_country),
    [draft.audiences, countries, available, study.default_country],
  );
  const selected = selectedProfileIds(rows);
  const selectedProfiles = selected.map((p) => profileMap.get(p)).filter((p): p is TConsumerProfile => !!p);
  const disabled = readOnly || loading;
  const storedCountries = study.study_countries.map((c) => c.code.toUpperCase());

  const save = (next: TAudienceEditRow[]) => {
    if (!readOnly) update({ audiences: next });
  };

  function onConfirm(ids: string[]) {
    // Profiles created in the modal may not be in this list yet: they are offered too, then the list reloads.
    const known = new Set(profiles.map((p) => p._id));
    const avail = profilesByType([...profiles, ...ids.filter((p) => !known.has(p)).map((p) => ({ _id: p }))]);
    save(applyProfileSelection(rows, countries, ids, avail, study.default_country));
    void reload();
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-6" data-testid="audience-section">
      <div className="space-y-2">
        <h2 id={`${id}-heading`} className="text-xl font-semibold text-ink">
          {AUDIENCE_MSG.heading}
        </h2>
        <p className="text-sm text-muted">{AUDIENCE_MSG.intro}</p>
      </div>

      <div className="flex flex-wrap items-center gap-4">
        <ProfileListCard profiles={selectedProfiles} />
        <button type="button" className={buttonClass("secondary")} disabled={readOnly} onClick={() => setModalOpen(true)}>
          {AUDIENCE_MSG.selectMore}
        </button>
        {loading && <span className="text-sm text-faint">{AUDIENCE_MSG.profilesLoading}</span>}
        {error && (
          <span role="alert" className="text-sm text-danger">
            {AUDIENCE_MSG.profilesError}
          </span>
        )}
      </div>
      <SelectProfilesModal
        brandId={brandId}
        open={modalOpen}
        onOpenChange={setModalOpen}
        selected={selected}
        onConfirm={onConfirm}
        canManage={access.isAdmin && !access.viewAsUser && !readOnly}
        readOnly={readOnly}
      />

      {countries.map((c) => {
        const name = names.get(c) ?? c;
        const indexes = rows.map((r, i) => (r.country.toUpperCase() === c ? i : -1)).filter((i) => i >= 0);
        const canAdd = canAddAudience(rows, c, available);
        return (
          <section key={c} aria-labelledby={`${id}-${c}`} data-testid="audience-country" data-country={c} className="space-y-3">
            <h3 id={`${id}-${c}`} className="text-base font-semibold text-ink">
              {AUDIENCE_MSG.countryHeading(name)}
            </h3>
            <ul className="space-y-3">
              {indexes.map((i, n) => (
                <AudienceRow
                  key={`${rows[i]!.audience_type}|${rows[i]!.consumer_profile ?? ""}`}
                  rows={rows}
                  index={i}
                  number={n + 1}
                  available={available}
                  profiles={profileMap}
                  screeners={screeners}
                  providers={providers}
                  admin={admin}
                  typeSelect={admin || !access.features.gatesAndDates}
                  disabled={disabled}
                  onChange={save}
                />
              ))}
            </ul>
            {canAdd ? (
              <button
                type="button"
                className={`${buttonClass("secondary")} inline-flex items-center gap-1`}
                disabled={disabled}
                onClick={() => {
                  const next = addRow(rows, c, available, study.default_country);
                  if (next) save(next);
                }}
              >
                <Plus aria-hidden className="h-4 w-4" />
                {AUDIENCE_MSG.addRow}
              </button>
            ) : (
              <p className="text-xs text-faint">{AUDIENCE_MSG.allTypesUsed}</p>
            )}
          </section>
        );
      })}

      {admin && (
        <div className="space-y-4">
          <RespondentLimits countries={storedCountries} names={names} />
          <PanelSurveysPanel brandId={brandId} studyId={study._id} />
        </div>
      )}
    </section>
  );
}
