"use client";
// Advanced Settings › Welcome: the welcome page's texts (with the §5 limits), its image and the header logo.
import { BUILDER_MSG } from "@/lib/builder/messages";
import { SETTINGS_TEXT_LIMITS } from "@/lib/builder/settings-rules";
import { ImageField, LimitedField } from "./settings-fields";
import { useSettingsValues } from "./settings-values";

export function WelcomePanel() {
  const { readOnly, update, v, welcome, style } = useSettingsValues();
  return (
    <div className="flex flex-col gap-4">
      <LimitedField label={BUILDER_MSG.welcomeHeader} value={v("welcome_header")} limit={SETTINGS_TEXT_LIMITS.welcome_header} disabled={readOnly} onChange={(t) => update({ welcome_header: t })} />
      <LimitedField label={BUILDER_MSG.welcomeMessage} value={v("welcome_message")} limit={SETTINGS_TEXT_LIMITS.welcome_message} multiline disabled={readOnly} onChange={(t) => update({ welcome_message: t })} />
      <LimitedField label={BUILDER_MSG.welcomeButton} value={v("welcome_button_text")} limit={SETTINGS_TEXT_LIMITS.welcome_button_text} disabled={readOnly} onChange={(t) => update({ welcome_button_text: t })} />
      <ImageField
        kind="welcome"
        label={BUILDER_MSG.welcomeImage}
        hint={BUILDER_MSG.welcomeImageHint}
        url={welcome.mobile || welcome.original}
        disabled={readOnly}
        onChange={(img) => update({ welcome: img ? { ...welcome, original: img.original, desktop: img.desktop, mobile: img.mobile } : { ...welcome, original: "", desktop: "", mobile: "" } })}
      />
      <ImageField
        kind="logo"
        label={BUILDER_MSG.headerLogo}
        hint={BUILDER_MSG.headerLogoHint}
        url={style.header_logo}
        disabled={readOnly}
        onChange={(img) => update({ style: { header_logo: img ? img.original : null } })}
      />
    </div>
  );
}
