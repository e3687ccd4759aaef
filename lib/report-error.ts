// Client error reporting with the spec's sample rate (spec 1 §9: 0.2). Reports go to POST /api/v1/client-errors.
import { ERROR_REPORT_SAMPLE_RATE } from "./constants";

export function reportError(error: Error & { digest?: string }, random: () => number = Math.random): boolean {
  if (random() >= ERROR_REPORT_SAMPLE_RATE) return false;
  const body = JSON.stringify({ message: String(error.message).slice(0, 1000), digest: error.digest ?? null, path: location.pathname });
  void fetch("/api/v1/client-errors", { method: "POST", headers: { "content-type": "application/json" }, body }).catch(() => undefined);
  return true;
}
