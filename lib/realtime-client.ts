// The browser's graphql-ws client (spec 1 §9): ack timeout 60 s, lazy close 60 s, retry every 5 s without limit,
// and after the 5th retry an info toast that comments from others may be delayed.
import { createClient, type Client } from "graphql-ws";
import { WS_ACK_TIMEOUT_MS, WS_LAZY_CLOSE_MS, WS_RETRY_TOAST_AFTER, WS_RETRY_WAIT_MS } from "./constants";

let client: Client | null = null;

/** Waits 5 s before every retry, forever; tells the user once, on the 5th retry in a row. */
export function retryPolicy(onRetryNotice: () => void, sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))) {
  let retries = 0;
  return {
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: async () => {
      retries += 1;
      if (retries === WS_RETRY_TOAST_AFTER) onRetryNotice();
      await sleep(WS_RETRY_WAIT_MS);
    },
    connected: () => {
      retries = 0;
    },
  };
}

export function realtimeClient(onRetryNotice: () => void): Client {
  if (client) return client;
  const proto = window.location.protocol === "https:" ? "wss:" : "ws:";
  const policy = retryPolicy(onRetryNotice);
  client = createClient({
    url: `${proto}//${window.location.host}/api/v1/subscriptions`,
    lazy: true,
    lazyCloseTimeout: WS_LAZY_CLOSE_MS,
    connectionAckWaitTimeout: WS_ACK_TIMEOUT_MS,
    retryAttempts: policy.retryAttempts,
    shouldRetry: policy.shouldRetry,
    retryWait: policy.retryWait,
    on: { connected: policy.connected },
  });
  return client;
}
