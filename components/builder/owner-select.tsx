"use client";
// The admin-only "study owner" setting (spec 2 §6): a select of the brand's active members. The current owner is
// listed even when they are no longer a member; an owner whose e-mail belongs to the provider is not shown.
import { useEffect, useId, useState } from "react";
import { api } from "@/lib/api-client";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { isProviderEmail, ownerLabel } from "@/lib/builder/owner";
import { useBuilder } from "./builder-context";

interface TCandidate {
  _id: string;
  email: string;
  first_name: string;
  last_name: string;
}

export function OwnerSelect({ className }: { className: string }) {
  const { brandId, study, draft, readOnly, update } = useBuilder();
  const id = useId();
  const [candidates, setCandidates] = useState<TCandidate[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    api<TCandidate[]>(`/admin/brand/${brandId}/study_owners`)
      .then((list) => live && setCandidates(list))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [brandId]);

  const current = study.owned_by && !isProviderEmail(study.owned_by.email) ? study.owned_by : null;
  const value = draft.owned_by !== undefined ? (draft.owned_by ?? "") : (current?._id ?? "");
  const options = (candidates ?? []).filter((c) => !isProviderEmail(c.email));
  if (current && !options.some((o) => o._id === current._id)) options.unshift(current);

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-owner`} className="text-sm font-medium">
        {BUILDER_MSG.settingLabels.owned_by}
      </label>
      <select
        id={`${id}-owner`}
        className={className}
        value={value}
        disabled={readOnly || candidates === null}
        onChange={(e) => update({ owned_by: e.target.value || null })}
      >
        <option value="">{BUILDER_MSG.notSet}</option>
        {options.map((o) => (
          <option key={o._id} value={o._id}>
            {ownerLabel(o)}
          </option>
        ))}
      </select>
      {failed && <p className="text-sm text-danger">{BUILDER_MSG.ownersFetchFailed}</p>}
    </div>
  );
}
