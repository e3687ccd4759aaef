"use client";
// The wizard's International step (spec 2 §2 "International step", §4 "Translation", §5, §6): the prompt "Would you
// like to have international study?" ("Let's do it!" / "Skip It" — Skip moves on), then the study's country cards
// (the brand's default country first, others removable), the Select Countries modal, the country price table and
// the translate section. Country changes go through update({ countries }) (the server keeps the default country
// first and stores exchange rates); removing a country also drops its prices from the pending questions. Country
// selection is hidden where spec 2 §6 hides it (gatesAndDates / hide_select_countries for non-admins).
import { X } from "lucide-react";
import { useMemo, useState } from "react";
import { countrySelectionHidden } from "@/lib/international/state";
import { TRANSLATION_MSG } from "@/lib/study-rules/messages";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { buttonClass } from "@/components/ui/button";
import { useBuilder } from "../builder-context";
import { CountryCard } from "../international/country-card";
import { PriceTable } from "../international/price-table";
import { SelectCountriesModal } from "../international/select-countries-modal";
import { TranslateSection } from "../international/translate-section";
import { useAllCountries, type TCountryInfo } from "../international/use-all-countries";

export function InternationalStep() {
  const { study, draft, readOnly, access, update, next } = useBuilder();
  const { countries: all } = useAllCountries();
  const def = study.default_country;
  const codes = useMemo(() => {
    const list = (draft.countries ?? study.study_countries.map((c) => c.code)).map((c) => c.toUpperCase());
    return def ? [def, ...list.filter((c) => c !== def)] : list;
  }, [draft.countries, study.study_countries, def]);
  const others = codes.filter((c) => c !== def);
  const [started, setStarted] = useState(others.length > 0);
  const [modalOpen, setModalOpen] = useState(false);
  const hidden = countrySelectionHidden({
    isAdmin: access.isAdmin,
    viewAsUser: access.viewAsUser,
    gatesAndDates: access.features.gatesAndDates,
    hideSelectCountries: study.config.hide_select_countries === true,
  });
  const canEdit = !readOnly && !hidden;

  const info = useMemo(() => {
    const byCode = new Map<string, TCountryInfo>((all ?? []).map((c) => [c.code.toUpperCase(), c]));
    for (const c of study.study_countries) if (!byCode.has(c.code)) byCode.set(c.code, c);
    return codes.map((c) => byCode.get(c)).filter((c): c is TCountryInfo => Boolean(c));
  }, [all, study.study_countries, codes]);

  function setCountries(list: string[]) {
    const nextCodes = def ? [def, ...list.filter((c) => c !== def)] : list;
    const removed = codes.filter((c) => !nextCodes.includes(c));
    const questions = draft.questions ?? [];
    const touched = questions.some((q) => removed.some((c) => q.additional_price_conversions?.[c] !== undefined));
    update({
      countries: nextCodes,
      ...(touched
        ? {
            questions: questions.map((q) => ({
              ...q,
              additional_price_conversions: Object.fromEntries(Object.entries(q.additional_price_conversions ?? {}).filter(([c]) => !removed.includes(c))),
            })),
          }
        : {}),
    });
  }

  if (!started && others.length === 0) {
    return (
      <section className="mx-auto max-w-xl rounded-lg border border-line bg-white p-8 text-center shadow-sm" aria-labelledby="intl-prompt">
        <h2 id="intl-prompt" className="text-xl font-semibold">
          {TRANSLATION_MSG.prompt}
        </h2>
        <p className="mt-2 text-sm text-muted">{TRANSLATION_MSG.stepIntro}</p>
        <div className="mt-6 flex justify-center gap-3">
          <button type="button" className={buttonClass("secondary")} onClick={next}>
            {TRANSLATION_MSG.skipIt}
          </button>
          <button
            type="button"
            className={buttonClass("primary")}
            disabled={readOnly}
            onClick={() => {
              setStarted(true);
              if (!hidden) setModalOpen(true);
            }}
          >
            {TRANSLATION_MSG.letsDoIt}
          </button>
        </div>
        <SelectCountriesModal
          open={modalOpen}
          onOpenChange={setModalOpen}
          countries={all}
          selected={others}
          defaultCountry={def}
          onConfirm={setCountries}
        />
      </section>
    );
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby="intl-countries" className="space-y-4">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="intl-countries" className="text-xl font-semibold">
            {BUILDER_MSG.stepTitles["international"]}
          </h2>
          {canEdit && (
            <button type="button" className={`${buttonClass("secondary")} ml-auto`} onClick={() => setModalOpen(true)}>
              {TRANSLATION_MSG.addCountries}
            </button>
          )}
        </div>
        {hidden && <p className="text-sm text-muted">{TRANSLATION_MSG.countriesHidden}</p>}
        {info.length === 0 ? (
          <p className="text-sm text-muted">{TRANSLATION_MSG.noCountries}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {info.map((c) => (
              <li key={c.code}>
                <CountryCard
                  country={c}
                  badge={
                    c.code === def ? (
                      <span className="rounded bg-sunken px-2 py-0.5 text-xs text-subtle">{TRANSLATION_MSG.defaultCountry}</span>
                    ) : undefined
                  }
                  action={
                    canEdit && c.code !== def ? (
                      <button
                        type="button"
                        aria-label={TRANSLATION_MSG.removeCountry(c.country_name)}
                        onClick={() => setCountries(others.filter((o) => o !== c.code))}
                        className="rounded p-1 text-faint hover:bg-sunken hover:text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
                      >
                        <X aria-hidden className="h-4 w-4" />
                      </button>
                    ) : undefined
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      {info.length > 1 && (
        <section aria-labelledby="intl-prices" className="space-y-3">
          <h3 id="intl-prices" className="text-lg font-semibold">
            {TRANSLATION_MSG.pricesTitle}
          </h3>
          <PriceTable countries={info} />
        </section>
      )}

      <TranslateSection countries={info} />

      <SelectCountriesModal open={modalOpen} onOpenChange={setModalOpen} countries={all} selected={others} defaultCountry={def} onConfirm={setCountries} />
    </div>
  );
}
