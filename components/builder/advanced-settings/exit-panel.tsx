"use client";
// Advanced Settings › Exit: the thank-you page's texts and its button URL (http:// added when it has no scheme,
// stored on blur; the preview shows what will be stored).
import { BUILDER_MSG } from "@/lib/builder/messages";
import { SETTINGS_TEXT_LIMITS, thankYouUrl } from "@/lib/builder/settings-rules";
import { LimitedField, inputClass } from "./settings-fields";
import { useSettingsValues } from "./settings-values";

/** `url` is kept by the dialog, so the typed URL survives a switch of tabs. */
export function ExitPanel(props: { baseId: string; url: string; setUrl: (url: string) => void; commitUrl: () => void }) {
  const { readOnly, update, v } = useSettingsValues();
  const { baseId, url, setUrl, commitUrl } = props;
  return (
    <div className="flex flex-col gap-4">
      <LimitedField label={BUILDER_MSG.exitHeader} value={v("exit_header")} limit={SETTINGS_TEXT_LIMITS.exit_header} disabled={readOnly} onChange={(t) => update({ exit_header: t })} />
      <LimitedField label={BUILDER_MSG.exitMessage} value={v("exit_message")} limit={SETTINGS_TEXT_LIMITS.exit_message} multiline disabled={readOnly} onChange={(t) => update({ exit_message: t })} />
      <LimitedField label={BUILDER_MSG.exitButton} value={v("exit_button_text")} limit={SETTINGS_TEXT_LIMITS.exit_button_text} disabled={readOnly} onChange={(t) => update({ exit_button_text: t })} />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${baseId}-url`} className="text-sm font-medium">
          {BUILDER_MSG.thankYouUrl}
        </label>
        <input
          id={`${baseId}-url`}
          type="text"
          inputMode="url"
          className={inputClass}
          value={url}
          disabled={readOnly}
          aria-describedby={`${baseId}-url-preview`}
          onChange={(e) => setUrl(e.target.value)}
          onBlur={commitUrl}
        />
        <span id={`${baseId}-url-preview`} className="text-xs text-muted" data-testid="thank-you-url-preview">
          {thankYouUrl(url) ? BUILDER_MSG.thankYouUrlPreview(thankYouUrl(url)!) : BUILDER_MSG.thankYouUrlHint}
        </span>
      </div>
    </div>
  );
}
