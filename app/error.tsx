"use client";
// Uncaught rendering errors show the error screen (spec 1 §2) and are reported (sampled) to the server log.
import { useEffect } from "react";
import { ErrorScreen } from "@/components/shell/error-screen";
import { reportError } from "@/lib/report-error";

export default function RouteError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    reportError(error);
  }, [error]);
  return <ErrorScreen code={error.digest ?? null} />;
}
