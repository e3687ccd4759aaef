"use client";
// The bucket editor (spec 3 §7 "Groups of buckets"; P11 item 3 "drag products into named buckets"): the chosen
// group's buckets and the products in none, for a viewer with bucket_group write. Products move by drag (pointer),
// by keyboard (dnd-kit's KeyboardSensor with sortableKeyboardCoordinates, announced to screen readers by name) or by
// each product's "Move to…" list; buckets are renamed, added and removed in place; the group is renamed at the top.
// Nothing is sent until Save: a PUT carrying the date_modified the group was read with, so a group someone else
// changed meanwhile is not overwritten (409: said in words, the user's edit stays on screen). A saved bucket shows the
// server's figures; a bucket changed since shows a preview by the report's own rule (lib/results/bucket-groups.ts).
// After a save the page is refreshed, so the server recomputes the report under the filters. Delete asks first.
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  pointerWithin,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Plus, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useMemo, useState, useTransition, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { BUCKET_GROUP_MSG, MAX_BUCKETS } from "@/lib/results/bucket-groups";
import type { TNormScope } from "@/lib/results/definitions";
import {
  addBucket,
  BUCKETS_TEXT,
  containerOf,
  draftOf,
  draftProblems,
  moveQuestion,
  previewAverages,
  removeBucket,
  renameBucket,
  sameDraft,
  UNASSIGNED,
  unassignedProducts,
  updatePayload,
  type TBucketsGroup,
  type TBucketsProductScore,
  type TDraft,
} from "@/lib/results/tabs/buckets";
import type { TResultsProduct } from "@/lib/results/view";
import { deleteBucketGroup, updateBucketGroup } from "./buckets-api";
import { BucketFigures, BucketFrame } from "./parts";
import { SortableProduct, type TMoveTarget } from "./sortable-product";

const t = BUCKETS_TEXT;
type TRated = TResultsProduct & { question_id: string };
type TProblem = { kind: "stale" } | { kind: "failed"; lines: string[] } | null;

/**
 * Where a drag is over. By pointer: the product or bucket under the pointer (a product first, so the drop lands
 * before it; nothing outside the buckets, so such a drop changes nothing). By keyboard (no pointer):
 * sortableKeyboardCoordinates has just placed the moved product's corner on the product or bucket the arrow key
 * chose, so what lies under that corner (again a product before its bucket), else the closest corners.
 */
const collision: CollisionDetection = (args) => {
  if (args.pointerCoordinates) return pointerWithin(args);
  const under = pointerWithin({ ...args, pointerCoordinates: { x: args.collisionRect.left + 1, y: args.collisionRect.top + 1 } });
  return under.length ? under : closestCorners(args);
};

const dropId = (container: string) => (container === UNASSIGNED ? UNASSIGNED : `bucket:${container}`);
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The server's words for a failed call: its text, then each field's reason (once each). */
function problemLines(e: unknown, fallback: string): string[] {
  if (!(e instanceof ApiError)) return [fallback];
  return [...new Set([e.message, ...e.invalidParams.map((p) => p.reason)])];
}

function DropArea(props: { container: string; children: ReactNode; frame: Omit<Parameters<typeof BucketFrame>[0], "children" | "ref"> }) {
  const { setNodeRef } = useDroppable({ id: dropId(props.container), data: { container: props.container } });
  return (
    <BucketFrame {...props.frame} ref={setNodeRef}>
      {props.children}
    </BucketFrame>
  );
}

export interface TBucketEditorProps {
  brandId: string;
  studyId: string;
  group: TBucketsGroup;
  products: TResultsProduct[];
  scores: Record<string, TBucketsProductScore>;
  benchmark: TNormScope;
  /** The tab without a chosen group (the filters kept), where a deleted group's page goes. */
  afterDeleteHref: string;
}

export function BucketEditor({ brandId, studyId, group, products, scores, benchmark, afterDeleteHref }: TBucketEditorProps) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const dndId = useId();
  const rated = useMemo(() => products.filter((p): p is TRated => p.question_id !== null), [products]);
  const byQuestion = useMemo(() => new Map(rated.map((p) => [p.question_id, p])), [rated]);
  const [saved, setSaved] = useState(() => ({ draft: draftOf(group, new Set(byQuestion.keys())), date_modified: group.date_modified }));
  const [draft, setDraft] = useState<TDraft>(saved.draft);
  const [problem, setProblem] = useState<TProblem>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [overContainer, setOverContainer] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const dirty = !sameDraft(draft, saved.draft);
  const problems = draftProblems(draft, saved.date_modified);
  const busy = saving || deleting;
  const unassigned = unassignedProducts(draft, rated);
  const labelOf = (key: string) => {
    if (key === UNASSIGNED) return t.unassigned;
    const i = draft.buckets.findIndex((b) => b.key === key);
    const b = draft.buckets[i];
    return b ? b.name.trim() || t.bucketDefaultName(i + 1) : t.unassigned;
  };
  const targets: TMoveTarget[] = [...draft.buckets.map((b) => ({ key: b.key, label: labelOf(b.key) })), { key: UNASSIGNED, label: t.unassigned }];
  const nameOf = (id: UniqueIdentifier) => byQuestion.get(String(id))?.name ?? String(id);
  /** The container a drop target stands for: a bucket or Unassigned itself, or the one holding the product under it. */
  const containerAt = (over: { data: { current?: Record<string, unknown> } } | null): string | null => {
    const c = over?.data.current?.container;
    return typeof c === "string" ? c : null;
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t.dnd.start(nameOf(active.id), labelOf(containerOf(draft, String(active.id)))),
    onDragOver: ({ active, over }) => {
      const c = containerAt(over);
      return c ? t.dnd.over(nameOf(active.id), labelOf(c)) : t.dnd.overNone(nameOf(active.id));
    },
    onDragEnd: ({ active, over }) => {
      const c = containerAt(over);
      return c ? t.dnd.drop(nameOf(active.id), labelOf(c)) : t.dnd.dropNone(nameOf(active.id));
    },
    onDragCancel: ({ active }) => t.dnd.cancel(nameOf(active.id)),
  };

  function onDragOver(e: DragOverEvent) {
    setOverContainer(containerAt(e.over));
  }
  function onDragEnd(e: DragEndEvent) {
    setOverContainer(null);
    const target = containerAt(e.over);
    if (!e.over || !target) return;
    const question = String(e.active.id);
    const overItem = e.over.id !== dropId(target);
    const list = draft.buckets.find((b) => b.key === target)?.questions ?? [];
    const index = overItem ? list.indexOf(String(e.over.id)) : undefined;
    setDraft((d) => moveQuestion(d, question, target, index === -1 ? undefined : index));
    setProblem((p) => (p?.kind === "stale" ? p : null));
  }
  const edit = (next: (d: TDraft) => TDraft) => {
    setDraft(next);
    setProblem((p) => (p?.kind === "stale" ? p : null));
  };

  async function save() {
    if (!dirty || problems.length || busy) return;
    setSaving(true);
    setProblem(null);
    try {
      const g = await updateBucketGroup(brandId, studyId, group._id, updatePayload(draft, saved.date_modified));
      setSaved({ draft, date_modified: g.date_modified });
      toast.success(t.saved(g.name));
      // The server recomputes the figures under the page's filters; the tab remounts this editor from them.
      startTransition(() => router.refresh());
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) setProblem({ kind: "stale" });
      else setProblem({ kind: "failed", lines: problemLines(e, t.saveFailed) });
      toast.error(t.saveFailed);
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    setDeleting(true);
    try {
      await deleteBucketGroup(brandId, studyId, group._id);
      toast.success(t.deleted(group.name));
      setConfirming(false);
      startTransition(() => {
        router.push(afterDeleteHref);
        router.refresh();
      });
    } catch (e) {
      setConfirming(false);
      setProblem({ kind: "failed", lines: problemLines(e, t.deleteFailed) });
      toast.error(t.deleteFailed);
    } finally {
      setDeleting(false);
    }
  }

  /** The server's figures while the bucket holds what was saved; a preview by the same rule once it differs. */
  function figuresOf(key: string, questions: string[]) {
    const i = /^b(\d+)$/.exec(key)?.[1];
    const server = i === undefined ? undefined : group.buckets[Number(i)];
    if (server && sameSet(server.questions, questions)) return { figures: server, preview: false };
    return { figures: previewAverages(questions, scores), preview: true };
  }

  const productList = (container: string, questions: string[], empty: string) => (
    <SortableContext id={dropId(container)} items={questions} strategy={verticalListSortingStrategy}>
      {questions.length === 0 ? (
        <p className="rounded-control border border-dashed border-line p-3 text-center text-sm text-muted">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {questions.flatMap((q) => {
            const p = byQuestion.get(q);
            return p ? [<SortableProduct key={q} product={p} score={scores[q]} container={container} targets={targets} disabled={busy} onMove={(to) => edit((d) => moveQuestion(d, q, to))} />] : [];
          })}
        </ul>
      )}
    </SortableContext>
  );

  return (
    <div className="flex flex-col gap-4" data-testid="buckets-editor">
      <div className="flex flex-wrap items-end gap-3 print:hidden">
        <TextField
          label={t.groupName}
          required
          value={draft.name}
          disabled={busy}
          onChange={(e) => edit((d) => ({ ...d, name: e.target.value }))}
          error={draft.name.trim() === "" ? BUCKET_GROUP_MSG.nameRequired : null}
          className="w-full sm:w-72"
        />
        <Button onClick={() => edit((d) => addBucket(d, t.bucketDefaultName(d.buckets.length + 1)))} disabled={busy || draft.buckets.length >= MAX_BUCKETS} className="inline-flex items-center gap-1">
          <Plus aria-hidden className="size-4" />
          {t.addBucket}
        </Button>
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <Button onClick={() => setDraft(saved.draft)} disabled={!dirty || busy}>
            {t.discard}
          </Button>
          <Button variant="primary" onClick={() => void save()} disabled={!dirty || problems.length > 0 || deleting} loading={saving}>
            {saving ? t.saving : t.save}
          </Button>
          <Button variant="danger" onClick={() => setConfirming(true)} disabled={busy}>
            {t.deleteGroup}
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted print:hidden">{t.editorHint}</p>
      {draft.buckets.length >= MAX_BUCKETS && <p className="text-sm text-muted">{t.maxBuckets}</p>}
      <div aria-live="polite" className="flex flex-col gap-2 empty:hidden print:hidden">
        {dirty && !problem && <p className="text-sm font-medium text-attention-ink" data-testid="buckets-unsaved">{t.unsaved}</p>}
        {problems.length > 0 && (
          <div className="rounded-panel border border-attention-line bg-attention-muted px-4 py-2 text-sm text-attention-ink" data-testid="buckets-problems">
            <p className="font-semibold">{t.invalidTitle}</p>
            <ul className="list-disc pl-5">
              {problems.map((p) => <li key={p}>{p}</li>)}
            </ul>
          </div>
        )}
      </div>
      {problem && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-panel border border-danger-line bg-danger-muted px-4 py-3 text-sm text-danger-ink" data-testid="buckets-error">
          {problem.kind === "stale" ? (
            <>
              <p className="min-w-0 flex-1">{t.stale}</p>
              <Button size="sm" onClick={() => startTransition(() => router.refresh())}>
                {t.reload}
              </Button>
            </>
          ) : (
            <ul className="min-w-0 flex-1">
              {problem.lines.map((l) => <li key={l}>{l}</li>)}
            </ul>
          )}
        </div>
      )}

      <DndContext
        id={dndId}
        sensors={sensors}
        collisionDetection={collision}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => setOverContainer(null)}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t.dnd.instructions } }}
      >
        <div className="grid items-start gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="buckets-board">
          {draft.buckets.map((b, i) => {
            const { figures, preview } = figuresOf(b.key, b.questions);
            const label = labelOf(b.key);
            return (
              <DropArea
                key={b.key}
                container={b.key}
                frame={{
                  testId: "bucket",
                  name: label,
                  count: b.questions.length,
                  highlighted: overContainer === b.key,
                  heading: (
                    <div className="flex items-center gap-1">
                      <input
                        aria-label={t.bucketName(i + 1)}
                        value={b.name}
                        disabled={busy}
                        required
                        aria-invalid={b.name.trim() === "" || undefined}
                        onChange={(e) => edit((d) => renameBucket(d, b.key, e.target.value))}
                        className="min-w-0 flex-1 rounded-control border border-line-strong bg-white px-2 py-1 text-sm font-semibold text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-focus aria-[invalid=true]:border-danger"
                      />
                      <button
                        type="button"
                        aria-label={t.removeBucket(b.name)}
                        disabled={busy}
                        onClick={() => edit((d) => removeBucket(d, b.key))}
                        className="shrink-0 rounded-control p-1 text-muted hover:bg-sunken focus:outline-none focus-visible:ring-2 focus-visible:ring-focus disabled:opacity-40 print:hidden"
                      >
                        <X aria-hidden className="size-4" />
                      </button>
                    </div>
                  ),
                  figures: <BucketFigures figures={figures} benchmark={benchmark} preview={preview} />,
                }}
              >
                {productList(b.key, b.questions, t.emptyBucket)}
              </DropArea>
            );
          })}
          <DropArea
            container={UNASSIGNED}
            frame={{
              testId: "bucket-unassigned",
              name: t.unassigned,
              unassigned: true,
              count: unassigned.length,
              highlighted: overContainer === UNASSIGNED,
              heading: (
                <>
                  <h4 className="font-semibold text-ink">{t.unassigned}</h4>
                  <p className="text-xs text-muted">{t.unassignedHint}</p>
                </>
              ),
            }}
          >
            {productList(UNASSIGNED, unassigned.map((p) => p.question_id), t.noUnassigned)}
          </DropArea>
        </div>
      </DndContext>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.deleteTitle(group.name)}
        description={t.deleteText}
        confirmLabel={t.deleteConfirm}
        cancelLabel={t.cancel}
        tone="danger"
        busy={deleting}
        onConfirm={() => void remove()}
        testId="buckets-delete-dialog"
      />
    </div>
  );
}
