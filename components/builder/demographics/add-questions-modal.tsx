"use client";
// "Add Segmentation Questions" (spec 2 §2): search the brand library and the platform defaults, Add one to the study,
// or Create New. The list leaves out questions already in the study and, for an international study or a non-us
// brand default country, ids 2, 3 and 6 (§5; the server refuses them too). Empty: "No questions".
import { Plus, Search } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { addableLibrary } from "@/lib/demographics/library";
import { DEMOGRAPHIC_MSG } from "@/lib/study-rules/messages";
import type { TWireDemographic } from "@/lib/builder/builder-wire";
import { buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  library: TWireDemographic[] | undefined;
  loading: boolean;
  failed: boolean;
  inStudy: string[];
  international: boolean;
  brandDefaultCountry: string | null;
  readOnly: boolean;
  busyId: string | null;
  onAdd(q: TWireDemographic): void;
  onCreateNew(): void;
}

export function AddQuestionsModal(p: Props) {
  const id = useId();
  const [search, setSearch] = useState("");
  const list = useMemo(
    () => addableLibrary(p.library ?? [], { international: p.international, brandDefaultCountry: p.brandDefaultCountry, inStudy: p.inStudy, search }),
    [p.library, p.international, p.brandDefaultCountry, p.inStudy, search],
  );

  return (
    <Dialog
      open={p.open}
      onOpenChange={p.onOpenChange}
      title={DEMOGRAPHIC_MSG.addQuestions}
      size="lg"
      footer={
        <>
          <button type="button" className={buttonClass("secondary")} onClick={() => p.onOpenChange(false)}>
            {DEMOGRAPHIC_MSG.close}
          </button>
          <button type="button" className={`${buttonClass("primary")} inline-flex items-center gap-1`} disabled={p.readOnly} onClick={p.onCreateNew}>
            <Plus size={14} aria-hidden />
            {DEMOGRAPHIC_MSG.createNew}
          </button>
        </>
      }
    >
      <div className="mt-4 flex flex-col gap-3" data-testid="add-segmentation-questions">
        <div className="relative">
          <label htmlFor={`${id}-search`} className="sr-only">
            {DEMOGRAPHIC_MSG.searchLabel}
          </label>
          <Search size={14} aria-hidden className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-disabled" />
          <input
            id={`${id}-search`}
            type="search"
            className="w-full rounded border border-line-strong py-2 pl-8 pr-3 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
            placeholder={DEMOGRAPHIC_MSG.searchPlaceholder}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        {p.failed ? (
          <p role="alert" className="text-sm text-danger">
            {DEMOGRAPHIC_MSG.loadError}
          </p>
        ) : p.loading ? (
          <p className="text-sm text-muted">{DEMOGRAPHIC_MSG.loading}</p>
        ) : list.length === 0 ? (
          <p className="rounded border border-dashed border-line-strong p-4 text-center text-sm text-muted">{DEMOGRAPHIC_MSG.noQuestions}</p>
        ) : (
          <ul className="flex max-h-96 flex-col divide-y divide-line-soft overflow-y-auto rounded border border-line" aria-label={DEMOGRAPHIC_MSG.addQuestions}>
            {list.map((q) => (
              <li key={q._id} className="flex items-center justify-between gap-3 p-3" data-testid="library-question">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-ink">{q.title}</p>
                  <p className="text-xs text-faint">
                    {DEMOGRAPHIC_MSG.typeLabels[q.type]}
                    {q.brand === null ? ` · ${DEMOGRAPHIC_MSG.platformQuestion}` : ""}
                    {q.options.length ? ` · ${q.options.join(", ")}` : ""}
                  </p>
                </div>
                <button
                  type="button"
                  className={buttonClass("secondary")}
                  disabled={p.readOnly || p.busyId !== null}
                  aria-busy={p.busyId === q._id}
                  aria-label={`${DEMOGRAPHIC_MSG.add} "${q.title}"`}
                  onClick={() => p.onAdd(q)}
                >
                  {DEMOGRAPHIC_MSG.add}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
