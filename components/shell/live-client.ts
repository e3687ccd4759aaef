"use client";
// The one realtime socket of this browser tab (lib/realtime-client.ts) with the spec's retry notice (spec 3 §8: an
// info toast after the 5th retry, shown once however many features listen), and the hook features subscribe with.
import { useEffect, useRef } from "react";
import type { TadaDocumentNode } from "@/lib/graphql";
import { queryText } from "@/lib/graphql-client";
import { MSG } from "@/lib/messages";
import { realtimeClient } from "@/lib/realtime-client";
import { toast } from "@/components/ui/toast";

export const liveClient = () => realtimeClient(() => toast.info(MSG.websocketRetrying, { id: "websocket-retrying" }));

export interface TLiveHandlers<T> {
  onData: (data: T) => void;
  /** The socket came back after it was lost: fetch what was missed (events sent meanwhile are not replayed). */
  onReconnect?: () => void;
}

/**
 * Subscribes while mounted and `variables` is not null; a change of variables subscribes afresh. The handlers may
 * change on every render (the latest ones are called).
 */
export function useLiveSubscription<T, V extends Record<string, unknown>>(document: TadaDocumentNode<T, V>, variables: V | null, handlers: TLiveHandlers<T>): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const key = variables === null ? null : JSON.stringify(variables);
  useEffect(() => {
    if (key === null) return;
    const client = liveClient();
    const offConnected = client.on("connected", (_socket, _payload, wasRetry) => {
      if (wasRetry) latest.current.onReconnect?.();
    });
    const dispose = client.subscribe<T>(
      { query: queryText(document), variables: JSON.parse(key) as V },
      {
        next: (r) => {
          if (r.data) latest.current.onData(r.data);
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
    return () => {
      offConnected();
      dispose();
    };
  }, [document, key]);
}
