"use client";
import { useEffect } from "react";
import { ErrorScreen } from "@/components/shell/error-screen";
import { reportError } from "@/lib/report-error";

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    reportError(error);
  }, [error]);
  return (
    <html lang="en">
      <body>
        <ErrorScreen code={error.digest ?? null} />
      </body>
    </html>
  );
}
