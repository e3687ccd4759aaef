"use client";
// Language tabs of the product form (spec 1 §4, §5): the default language first, then one tab per translation;
// "Add language" offers only languages that are not present and not the default (rules.canAddLanguage).
import { Lock } from "lucide-react";
import { useRef, type KeyboardEvent } from "react";
import { addableLanguages, FORM_LABELS, languageTabs } from "@/lib/products/form-mapping";
import { tabKeyTarget } from "@/lib/tablist";
import type { TLanguage } from "./product-api";

interface Props {
  defaultLanguage: string;
  translations: { language: string; completed: boolean }[];
  languages: TLanguage[];
  active: string;
  canAdd: boolean;
  onSelect(language: string): void;
  onAdd(language: string): void;
}

export const tabId = (language: string) => `product-tab-${language}`;
export const panelId = (language: string) => `product-panel-${language}`;

export function LanguageTabs({ defaultLanguage, translations, languages, active, canAdd, onSelect, onAdd }: Props) {
  const tabs = languageTabs(defaultLanguage, translations);
  const nameOf = (code: string) => languages.find((l) => l.code === code)?.display_name ?? code;
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const addable = addableLanguages(languages, translations.map((t) => t.language), defaultLanguage);

  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const next = tabKeyTarget(e.key, i, tabs.length);
    if (next === null) return;
    e.preventDefault();
    onSelect(tabs[next].language);
    refs.current[tabs[next].language]?.focus();
  };

  return (
    <div className="flex flex-wrap items-end gap-2 border-b border-line">
      <div role="tablist" aria-label="Languages" className="flex flex-wrap gap-1">
        {tabs.map((t, i) => (
          <button
            key={t.language}
            ref={(el) => {
              refs.current[t.language] = el;
            }}
            id={tabId(t.language)}
            type="button"
            role="tab"
            aria-selected={active === t.language}
            aria-controls={panelId(t.language)}
            tabIndex={active === t.language ? 0 : -1}
            onClick={() => onSelect(t.language)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={`flex items-center gap-1 rounded-t px-3 py-2 text-sm ${active === t.language ? "border border-b-white border-line bg-white font-semibold" : "text-muted"}`}
          >
            {nameOf(t.language)}
            {t.isDefault && <span className="sr-only"> (default)</span>}
            {t.completed && <Lock size={12} aria-label="complete, locked" />}
          </button>
        ))}
      </div>
      {canAdd && addable.length > 0 && (
        <div className="mb-1 ml-auto flex items-center gap-2 text-sm">
          <select
            value=""
            aria-label={FORM_LABELS.addLanguage}
            onChange={(e) => e.target.value && onAdd(e.target.value)}
            className="rounded border border-line-strong px-2 py-1 text-sm"
          >
            <option value="">+ {FORM_LABELS.addLanguage}</option>
            {addable.map((l) => (
              <option key={l.code} value={l.code}>
                {l.display_name}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
