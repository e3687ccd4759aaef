"use client";
// Style tab: accent, primary and secondary colours, header logo, welcome and thank-you blocks and the CSS override
// (refused by the server when it holds markup; the refusal is shown under the field).
import { useState } from "react";
import { cssOverrideProblem } from "@/lib/brands/css";
import { ColorField, ReadOnlyNote, SaveBar, TextField, orNull, str, useBrandSave } from "./controls";
import { SETTINGS_LABELS as L } from "./labels";
import type { TTabProps } from "./tab-props";

export function StyleTab({ settings: s, canWrite, onSaved, onReload }: TTabProps) {
  const st = s.style;
  const [accent, setAccent] = useState(str(st.accent));
  const [primary, setPrimary] = useState(str(st.primary));
  const [secondary, setSecondary] = useState(str(st.secondary));
  const [headerLogo, setHeaderLogo] = useState(str(st.header_logo));
  const [welcomeTitle, setWelcomeTitle] = useState(str(st.welcome_title));
  const [welcomeText, setWelcomeText] = useState(str(st.welcome_text));
  const [thanksTitle, setThanksTitle] = useState(str(st.thank_you_title));
  const [thanksText, setThanksText] = useState(str(st.thank_you_text));
  const [css, setCss] = useState(str(st.css_override));
  const { save, saving, errors, stale } = useBrandSave(s, onSaved);
  const ro = !canWrite;
  // The server refuses it too; the same rule here only shows the reason while typing.
  const cssLocal = cssOverrideProblem(css) ?? undefined;

  function onSave() {
    void save({
      style: {
        accent: orNull(accent),
        primary: orNull(primary),
        secondary: orNull(secondary),
        header_logo: orNull(headerLogo),
        welcome_title: orNull(welcomeTitle),
        welcome_text: orNull(welcomeText),
        thank_you_title: orNull(thanksTitle),
        thank_you_text: orNull(thanksText),
        css_override: orNull(css),
      },
    });
  }

  return (
    <div className="space-y-5">
      {ro && <ReadOnlyNote text={L.readOnly} />}
      <div className="grid gap-5 md:grid-cols-3">
        <ColorField label={L.accent} value={accent} onChange={setAccent} disabled={ro} error={errors["style.accent"]} />
        <ColorField label={L.primary} value={primary} onChange={setPrimary} disabled={ro} error={errors["style.primary"]} />
        <ColorField label={L.secondary} value={secondary} onChange={setSecondary} disabled={ro} error={errors["style.secondary"]} />
      </div>
      <TextField label={L.headerLogo} value={headerLogo} onChange={setHeaderLogo} disabled={ro} error={errors["style.header_logo"]} />
      <div className="grid gap-5 md:grid-cols-2">
        <div className="space-y-3">
          <TextField label={L.welcomeTitle} value={welcomeTitle} onChange={setWelcomeTitle} disabled={ro} error={errors["style.welcome_title"]} />
          <TextField label={L.welcomeText} value={welcomeText} onChange={setWelcomeText} disabled={ro} multiline error={errors["style.welcome_text"]} />
        </div>
        <div className="space-y-3">
          <TextField label={L.thankYouTitle} value={thanksTitle} onChange={setThanksTitle} disabled={ro} error={errors["style.thank_you_title"]} />
          <TextField label={L.thankYouText} value={thanksText} onChange={setThanksText} disabled={ro} multiline error={errors["style.thank_you_text"]} />
        </div>
      </div>
      <TextField
        label={L.cssOverride}
        hint={L.cssHint}
        value={css}
        onChange={setCss}
        disabled={ro}
        multiline
        rows={6}
        mono
        error={errors["style.css_override"] ?? cssLocal}
      />
      {canWrite && <SaveBar saving={saving} stale={stale} onSave={onSave} onReload={onReload} />}
    </div>
  );
}
