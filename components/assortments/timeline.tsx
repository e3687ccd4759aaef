"use client";
// The dashboard's assortment timeline (spec 1 §2 /timeline, spec 3 §2 "Assortment page"): the brand's assortments
// grouped by year, newest first, and by season order within a year; "New Assortment", Edit and Delete for users
// with assortment write. A failed load shows the spec's toast "Sorry there was a problem fetching assortment data /
// options." and a retry.
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TAssortment } from "@/lib/studies/wire";
import { AssortmentCard } from "./assortment-card";
import { AssortmentFormDialog } from "./assortment-form-dialog";
import { assortmentKeys, fetchHomepageAssortments } from "./assortments-api";
import { DeleteAssortmentDialog } from "./delete-assortment-dialog";
import { ASSORTMENT_LABELS } from "./labels";
import { groupTimeline } from "./timeline-model";

interface Props {
  brandId: string;
  canWrite: boolean;
}

type TFormState = { open: false } | { open: true; assortment?: TAssortment };

export function Timeline({ brandId, canWrite }: Props) {
  const query = useQuery({ queryKey: assortmentKeys.homepage(brandId), queryFn: () => fetchHomepageAssortments(brandId) });
  const [form, setForm] = useState<TFormState>({ open: false });
  const [deleting, setDeleting] = useState<TAssortment | null>(null);

  useEffect(() => {
    if (query.isError) toast.error(STUDY_MSG.fetchAssortment);
  }, [query.isError]);

  const groups = groupTimeline(query.data ?? []);

  return (
    <div>
      <div className="mb-4 flex items-center justify-end">
        {canWrite && (
          <button
            type="button"
            onClick={() => setForm({ open: true })}
            className="inline-flex items-center gap-2 rounded bg-ink px-4 py-2 text-sm font-medium text-white hover:bg-subtle"
          >
            <Plus size={16} aria-hidden />
            {ASSORTMENT_LABELS.newAssortment}
          </button>
        )}
      </div>

      {query.isPending ? (
        <p role="status" className="text-muted">
          {STUDY_MSG.loading}
        </p>
      ) : query.isError ? (
        <div role="alert" className="rounded border border-danger-line bg-danger-soft p-4 text-sm text-danger-strong">
          <p>{STUDY_MSG.fetchAssortment}</p>
          <button type="button" onClick={() => void query.refetch()} className="mt-2 underline">
            {ASSORTMENT_LABELS.retry}
          </button>
        </div>
      ) : groups.length === 0 ? (
        <div className="rounded-lg border border-dashed border-line-strong p-8 text-center">
          <p className="font-medium">{STUDY_MSG.noneFound("assortments")}</p>
          {canWrite && <p className="mt-1 text-sm text-muted">{ASSORTMENT_LABELS.emptyHint}</p>}
        </div>
      ) : (
        <div aria-label={ASSORTMENT_LABELS.timelineRegion} role="region" className="space-y-8">
          {groups.map((g) => (
            <section key={g.year} aria-labelledby={`timeline-year-${g.year}`} data-testid="timeline-year">
              <h2 id={`timeline-year-${g.year}`} className="mb-3 border-b border-line pb-1 text-xl font-semibold">
                {g.year}
              </h2>
              <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {g.assortments.map((a) => (
                  <AssortmentCard
                    key={a._id}
                    brandId={brandId}
                    assortment={a}
                    canWrite={canWrite}
                    onEdit={(x) => setForm({ open: true, assortment: x })}
                    onDelete={setDeleting}
                  />
                ))}
              </div>
            </section>
          ))}
        </div>
      )}

      {canWrite && (
        <>
          <AssortmentFormDialog
            brandId={brandId}
            assortment={form.open ? form.assortment : undefined}
            open={form.open}
            onOpenChange={(open) => !open && setForm({ open: false })}
          />
          <DeleteAssortmentDialog brandId={brandId} assortment={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
        </>
      )}
    </div>
  );
}
