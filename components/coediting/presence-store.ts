"use client";
// The client side of study co-editing presence (spec 2 §3 "Editor presence record", §7 "Co-editing"), free of the
// wizard's context so the product form can ask it too: one graphql-ws subscription per open study, shared by every
// hook (reference-counted); this browser tab is one presence session with a random id from 0 to 1,000,000. The
// products this tab has open are announced with a mutation on the same socket, and announced again after a
// reconnect. Leaving ends the subscription, which removes this user at once; a closed tab drops the socket.
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { graphql, type ResultOf, type VariablesOf } from "@/lib/graphql";
import { queryText } from "@/lib/graphql-client";
import { liveClient } from "@/components/shell/live-client";
import { BUILDER_MSG } from "@/lib/builder/messages";

const SUBSCRIPTION = graphql(`subscription StudyEditors($b: ID!, $s: ID!, $session: Int!) {
  studyEditors(brand_id: $b, survey_id: $s, session_id: $session) {
    _id email first_name last_name department online online_since editingProducts is_self
  }
}`);
const SET_EDITING = graphql(`mutation SetEditing($b: ID!, $s: ID!, $session: Int!, $p: [String!]!) {
  setStudyEditingProducts(brand_id: $b, survey_id: $s, session_id: $session, product_ids: $p)
}`);

/** The editor presence record of spec 2 §3 as the subscription sends it (typed from schema.graphql). */
export type TEditor = ResultOf<typeof SUBSCRIPTION>["studyEditors"][number];

export const EMPTY: TEditor[] = [];

/** The editors of one study, fed by one subscription while anything uses it. */
class StudyPresenceStore {
  readonly session = Math.floor(Math.random() * 1_000_001);
  editors: TEditor[] = EMPTY;
  private listeners = new Set<() => void>();
  private refs = 0;
  private dispose: (() => void) | null = null;
  /** What each mounted useEditingProduct asks for; the union is announced. */
  private wanted = new Map<symbol, string>();
  private announced: string[] = [];
  private sending = false;

  constructor(
    readonly brandId: string,
    readonly surveyId: string,
  ) {}

  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => void this.listeners.delete(fn);
  };

  getSnapshot = () => this.editors;

  acquire(): () => void {
    this.refs += 1;
    if (this.refs === 1) {
      active.add(this);
      emitActive();
      const variables: VariablesOf<typeof SUBSCRIPTION> = { b: this.brandId, s: this.surveyId, session: this.session };
      this.dispose = liveClient().subscribe<ResultOf<typeof SUBSCRIPTION>>(
        { query: queryText(SUBSCRIPTION), variables },
        {
          next: (r) => {
            if (!r.data) return;
            this.editors = r.data.studyEditors;
            this.listeners.forEach((l) => l());
            this.heal();
          },
          error: () => undefined,
          complete: () => undefined,
        },
      );
    }
    return () => {
      this.refs -= 1;
      if (this.refs > 0) return;
      this.dispose?.();
      this.dispose = null;
      this.editors = EMPTY;
      this.announced = [];
      active.delete(this);
      emitActive();
    };
  }

  want(token: symbol, productId: string | null) {
    if (productId) this.wanted.set(token, productId);
    else this.wanted.delete(token);
    void this.flush();
  }

  private desired(): string[] {
    return [...new Set(this.wanted.values())];
  }

  /** After a reconnect the server knows this session afresh (nothing open): announce again. */
  private heal() {
    const self = this.editors.find((e) => e.is_self);
    const want = this.desired();
    if (self && want.some((p) => !self.editingProducts.includes(p))) this.announced = [];
    void this.flush();
  }

  private async flush() {
    if (this.sending || !this.dispose) return;
    const want = this.desired();
    if (want.length === this.announced.length && want.every((p, i) => p === this.announced[i])) return;
    this.sending = true;
    try {
      await new Promise<void>((resolve) => {
        const variables: VariablesOf<typeof SET_EDITING> = { b: this.brandId, s: this.surveyId, session: this.session, p: want };
        liveClient().subscribe<ResultOf<typeof SET_EDITING>>(
          { query: queryText(SET_EDITING), variables },
          { next: () => undefined, error: () => resolve(), complete: () => resolve() },
        );
      });
      this.announced = want;
    } finally {
      this.sending = false;
    }
    // Something changed while the announcement was in flight.
    const now = this.desired();
    if (now.length !== want.length || now.some((p, i) => p !== want[i])) void this.flush();
  }
}

const stores = new Map<string, StudyPresenceStore>();
const active = new Set<StudyPresenceStore>();
const activeListeners = new Set<() => void>();
let activeSnapshot: StudyPresenceStore | null = null;
function emitActive() {
  activeSnapshot = [...active].at(-1) ?? null;
  activeListeners.forEach((l) => l());
}

export function storeFor(brandId: string, surveyId: string): StudyPresenceStore {
  const key = `${brandId}:${surveyId}`;
  let s = stores.get(key);
  if (!s) stores.set(key, (s = new StudyPresenceStore(brandId, surveyId)));
  return s;
}

export function useStudyPresenceStore(brandId: string, surveyId: string): StudyPresenceStore {
  const store = storeFor(brandId, surveyId);
  useEffect(() => store.acquire(), [store]);
  return store;
}

export function useEditors(store: StudyPresenceStore | null): TEditor[] {
  return useSyncExternalStore(
    store?.subscribe ?? noopSubscribe,
    store?.getSnapshot ?? emptySnapshot,
    emptySnapshot,
  );
}
const noopSubscribe = () => () => undefined;
const emptySnapshot = () => EMPTY;

/**
 * Like useProductEditors, without needing the wizard: inside a page that shows a study's presence it answers the
 * others editing `productId`; anywhere else (the product catalogue) it answers nobody.
 */
export function useProductEditorsIfCoediting(productId: string | null | undefined): TEditor[] {
  const store = useSyncExternalStore(subscribeActive, () => activeSnapshot, () => null);
  const editors = useEditors(store);
  return useMemo(
    () => (productId ? editors.filter((e) => !e.is_self && e.editingProducts.includes(productId)) : EMPTY),
    [editors, productId],
  );
}
function subscribeActive(fn: () => void) {
  activeListeners.add(fn);
  return () => void activeListeners.delete(fn);
}

export const editorName = (e: Pick<TEditor, "first_name" | "last_name" | "email">) => `${e.first_name} ${e.last_name}`.trim() || e.email;

export function editorInitials(e: Pick<TEditor, "first_name" | "last_name" | "email">): string {
  const s = `${e.first_name[0] ?? ""}${e.last_name[0] ?? ""}`.toUpperCase();
  return s || (e.email[0] ?? "?").toUpperCase();
}

/** "Ann Lee (Design) is editing Blue Shirt" / "Ann Lee (Design)": the avatar's hover text. */
export function editorTitle(e: TEditor, productName: (id: string) => string): string {
  const who = e.department ? `${editorName(e)} (${e.department})` : editorName(e);
  if (!e.editingProducts.length) return who;
  return BUILDER_MSG.editingProduct(who, e.editingProducts.map(productName).join(", "));
}

