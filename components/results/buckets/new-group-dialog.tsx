"use client";
// "New group" of the Buckets tab (spec 3 §7 "POST .../group with {name, buckets}"): a dialog asking the group's name
// and its buckets' names (two to start with; add up to MAX_BUCKETS, remove down to one), checked by the same rules
// as the server (lib/results/bucket-groups.ts) before it is sent, and the server's own words when it still refuses.
// The new group opens at once (its address keeps the filters); its products are sorted into buckets afterwards.
import { Plus, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { BUCKET_GROUP_MSG, MAX_BUCKETS, ZBucketGroupInput } from "@/lib/results/bucket-groups";
import { resultsSearch, type TResultsQuery } from "@/lib/results/page";
import { BUCKETS_TEXT, createPayload } from "@/lib/results/tabs/buckets";
import { createBucketGroup } from "./buckets-api";

const t = BUCKETS_TEXT;
const initialBuckets = () => [t.bucketDefaultName(1), t.bucketDefaultName(2)];

export function NewGroupDialog({ brandId, studyId, basePath, query }: { brandId: string; studyId: string; basePath: string; query: TResultsQuery }) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [buckets, setBuckets] = useState<string[]>(initialBuckets);
  const [tried, setTried] = useState(false);
  const [serverLines, setServerLines] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const legendId = useId();

  const payload = createPayload(name, buckets);
  const parsed = ZBucketGroupInput.safeParse(payload);
  const problems = parsed.success ? [] : [...new Set(parsed.error.issues.map((i) => i.message))];
  const lines = tried ? [...problems, ...serverLines] : serverLines;

  function reset(next: boolean) {
    setOpen(next);
    if (!next) {
      setName("");
      setBuckets(initialBuckets());
      setTried(false);
      setServerLines([]);
    }
  }

  async function submit() {
    setTried(true);
    setServerLines([]);
    if (!parsed.success) return;
    setBusy(true);
    try {
      const g = await createBucketGroup(brandId, studyId, payload);
      toast.success(t.created(g.name));
      reset(false);
      startTransition(() => router.push(basePath + resultsSearch({ ...query, params: { ...query.params, group: g._id } })));
    } catch (e) {
      setServerLines(e instanceof ApiError ? [...new Set([e.message, ...e.invalidParams.map((p) => p.reason)])] : [t.createFailed]);
      toast.error(t.createFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)} className="inline-flex items-center gap-1 print:hidden" data-testid="buckets-new-group">
        <Plus aria-hidden className="size-4" />
        {t.newGroup}
      </Button>
      <Dialog open={open} onOpenChange={(o) => !busy && reset(o)} title={t.createTitle} description={t.createText} size="md" testId="buckets-new-group-dialog">
        <form
          className="mt-4 flex flex-col gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <TextField label={t.groupName} required value={name} disabled={busy} onChange={(e) => setName(e.target.value)} error={tried && name.trim() === "" ? BUCKET_GROUP_MSG.nameRequired : null} />
          <fieldset className="flex flex-col gap-2" aria-labelledby={legendId}>
            <legend id={legendId} className="text-sm font-medium text-ink-soft">
              {t.bucketsLegend}
            </legend>
            <ol className="flex flex-col gap-2">
              {buckets.map((b, i) => (
                <li key={i} className="flex items-center gap-2">
                  <input
                    aria-label={t.bucketName(i + 1)}
                    value={b}
                    disabled={busy}
                    required
                    aria-invalid={(tried && b.trim() === "") || undefined}
                    onChange={(e) => setBuckets((bs) => bs.map((x, j) => (j === i ? e.target.value : x)))}
                    className="block w-full min-w-0 rounded-control border border-line-strong bg-white px-3 py-2 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-focus disabled:bg-sunken aria-[invalid=true]:border-danger"
                  />
                  <button
                    type="button"
                    aria-label={t.removeBucket(b)}
                    disabled={busy || buckets.length <= 1}
                    onClick={() => setBuckets((bs) => bs.filter((_, j) => j !== i))}
                    className="shrink-0 rounded-control p-2 text-muted hover:bg-sunken focus:outline-none focus-visible:ring-2 focus-visible:ring-focus disabled:opacity-40"
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                </li>
              ))}
            </ol>
            <div>
              <Button size="sm" onClick={() => setBuckets((bs) => [...bs, t.bucketDefaultName(bs.length + 1)])} disabled={busy || buckets.length >= MAX_BUCKETS} className="inline-flex items-center gap-1">
                <Plus aria-hidden className="size-4" />
                {t.addBucket}
              </Button>
              {buckets.length >= MAX_BUCKETS && <p className="mt-1 text-xs text-muted">{t.maxBuckets}</p>}
            </div>
          </fieldset>
          {lines.length > 0 && (
            <div role="alert" className="rounded-panel border border-danger-line bg-danger-muted px-4 py-2 text-sm text-danger-ink" data-testid="buckets-create-problems">
              <ul className="list-disc pl-5">
                {lines.map((l) => <li key={l}>{l}</li>)}
              </ul>
            </div>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button onClick={() => reset(false)} disabled={busy}>
              {t.cancel}
            </Button>
            <Button type="submit" variant="primary" loading={busy}>
              {busy ? t.creating : t.create}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
