"use client";
// Advanced Settings › General: "Move Test" (Draft studies only) and, for admins not viewing as a user, the admin
// settings of spec 2 §6 (panel automation, privacy disclaimer, demo, template, owner, product limit).
import { buttonClass } from "@/components/ui/button";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { productLimitProblem, showAdminSettings, templateStudyPatch } from "@/lib/builder/settings-rules";
import type { TSettingsFlag } from "@/lib/builder/study";
import { OwnerSelect } from "../owner-select";
import { Check, inputClass } from "./settings-fields";
import { useSettingsValues } from "./settings-values";

/** `limitText` is kept by the dialog, so a half-typed limit survives a switch of tabs. */
export function GeneralPanel(props: { baseId: string; onMove: () => void; limitText: string; onLimitText: (text: string) => void }) {
  const { study, access, readOnly, update, v, settings, limit } = useSettingsValues();
  const { baseId, onMove, limitText, onLimitText } = props;
  const admin = showAdminSettings(access);
  const limitProblem = limit.active ? productLimitProblem(limitText) : null;
  const setFlag = (flag: TSettingsFlag, on: boolean) => update({ settings: { ...settings, [flag]: on } });
  return (
    <div className="flex flex-col gap-4">
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">{BUILDER_MSG.moveTest}</h3>
        <p className="text-sm text-muted">{BUILDER_MSG.moveHint}</p>
        <button type="button" className={`${buttonClass("secondary")} self-start`} disabled={readOnly || study.status !== "Draft"} onClick={onMove}>
          {BUILDER_MSG.moveTestOpen}
        </button>
      </section>
      {admin && (
        <section aria-label={BUILDER_MSG.adminSettings} data-testid="admin-settings" className="flex flex-col gap-3 rounded border border-line p-3">
          <h3 className="text-sm font-semibold">{BUILDER_MSG.adminSettings}</h3>
          <Check label={BUILDER_MSG.settingLabels.disable_panel_quota_automation} checked={settings.disable_panel_quota_automation} disabled={readOnly} onChange={(on) => setFlag("disable_panel_quota_automation", on)} />
          <Check label={BUILDER_MSG.settingLabels.disable_panel_clone_automation} checked={settings.disable_panel_clone_automation} disabled={readOnly} onChange={(on) => setFlag("disable_panel_clone_automation", on)} />
          <Check label={BUILDER_MSG.settingLabels.show_privacy_disclaimer_for_crm} checked={settings.show_privacy_disclaimer_for_crm} disabled={readOnly} onChange={(on) => setFlag("show_privacy_disclaimer_for_crm", on)} />
          <Check label={BUILDER_MSG.settingLabels.show_brand_name_in_privacy_disclaimer} checked={settings.show_brand_name_in_privacy_disclaimer} disabled={readOnly} onChange={(on) => setFlag("show_brand_name_in_privacy_disclaimer", on)} />
          <Check label={BUILDER_MSG.settingLabels.demo} checked={Boolean(v("demo"))} disabled={readOnly} onChange={(on) => update({ demo: on })} />
          <Check label={BUILDER_MSG.settingLabels.internal_template} hint={BUILDER_MSG.templateHint} checked={Boolean(v("internal_template"))} disabled={readOnly} onChange={(on) => update(templateStudyPatch(on))} />
          <OwnerSelect className={`${inputClass} max-w-md`} />
          <Check
            label={BUILDER_MSG.settingLabels.limit}
            checked={limit.active}
            disabled={readOnly}
            onChange={(on) => update({ limit: { active: on, number: productLimitProblem(limitText) ? limit.number : Number(limitText.trim()) } })}
          />
          {limit.active && (
            <div className="flex flex-col gap-1 pl-6">
              <label htmlFor={`${baseId}-limit`} className="text-sm font-medium">
                {BUILDER_MSG.productLimitLabel}
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
                <p id={`${baseId}-limit-error`} role="alert" className="text-sm text-danger">
                  {limitProblem}
                </p>
              )}
            </div>
          )}
        </section>
      )}
    </div>
  );
}
