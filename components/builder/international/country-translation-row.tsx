"use client";
// One country of the translate section (spec 2 §2 "International step", §6): its name, its translation status (or
// "no translation needed" when it speaks the study's language) and, once translated, "View translations": the
// source and translated texts (kit DataTable), and the products that have no translation yet.
import { useEffect, useId, useState } from "react";
import { DataTable, dataTableColumns } from "@/components/ui/data-table";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import { SUPPORT_EMAIL } from "@/lib/constants";
import type { TTranslationStatus } from "@/lib/study-rules/countries";
import { TRANSLATION_MSG } from "@/lib/study-rules/messages";
import { useBuilder } from "../builder-context";
import { TranslationStatusBadge } from "./translation-status-badge";
import type { TCountryInfo } from "./use-all-countries";
import { translateUrl } from "./use-translation";

interface TText {
  key: string;
  source: string;
  text: string;
}

interface TTexts {
  country: string;
  language: string | null;
  texts: TText[];
}

const col = dataTableColumns<TText>();

/** The texts keep the server's order (no sorting): source, then its translation in the country's language. */
const columnsFor = (language: string | null) =>
  col.columns([
    col.accessor("source", { header: TRANSLATION_MSG.sourceText, enableSorting: false, cell: (c) => <span className="text-subtle">{c.getValue()}</span> }),
    col.accessor("text", {
      header: TRANSLATION_MSG.translatedText,
      enableSorting: false,
      cell: (c) => (
        <span className="text-ink" lang={language ?? undefined}>
          {c.getValue()}
        </span>
      ),
    }),
  ]);

export function CountryTranslationRow({ country, status, needsNone }: { country: TCountryInfo; status: TTranslationStatus; needsNone: boolean }) {
  const { brandId, study } = useBuilder();
  const [open, setOpen] = useState(false);
  const [texts, setTexts] = useState<TTexts | null>(null);
  const [failed, setFailed] = useState(false);
  const panelId = useId();
  const translatedAt = study.study_countries.find((c) => c.code === country.code)?.translated_at ?? null;

  useEffect(() => {
    if (!open) return;
    let live = true;
    setFailed(false);
    api<TTexts>(`${translateUrl(brandId, study._id)}?country=${encodeURIComponent(country.code)}`).then(
      (t) => live && setTexts(t),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, brandId, study._id, country.code, translatedAt]);

  const productsWithout = texts?.language
    ? study.questions.filter((q) => !texts.texts.some((t) => t.key.startsWith(`product:${q.product}:`)))
    : [];

  return (
    <li className="p-3" data-testid="intl-translation-row" data-country={country.code}>
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-medium text-ink">{country.country_name}</span>
        {needsNone ? <span className="text-xs text-muted">{TRANSLATION_MSG.noTranslationNeeded}</span> : <TranslationStatusBadge status={status} />}
        {translatedAt && (
          <Button variant="link" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)} className="ml-auto">
            {open ? TRANSLATION_MSG.hideTranslations : TRANSLATION_MSG.viewTranslations}
          </Button>
        )}
      </div>
      {open && (
        <div id={panelId} className="mt-3">
          {failed && (
            <p role="alert" className="text-sm text-danger">
              {TRANSLATION_MSG.startFailed(SUPPORT_EMAIL)}
            </p>
          )}
          {texts && texts.texts.length === 0 && <p className="text-sm text-muted">{TRANSLATION_MSG.noTranslations}</p>}
          {texts && texts.texts.length > 0 && (
            <div data-testid="intl-translations-table">
              <DataTable
                label={TRANSLATION_MSG.translationsOf(country.country_name)}
                columns={columnsFor(texts.language)}
                data={texts.texts}
                getRowId={(t) => t.key}
                rowAttributes={(t) => ({ "data-key": t.key })}
                empty={TRANSLATION_MSG.noTranslations}
              />
            </div>
          )}
          {productsWithout.map((q) => (
            <p key={q.product} className="mt-2 text-xs text-warning-strong">
              {q.full_product.name}: {TRANSLATION_MSG.noProductTranslation}
            </p>
          ))}
        </div>
      )}
    </li>
  );
}
