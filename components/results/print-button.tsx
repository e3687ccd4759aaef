"use client";
// The results page's print actions (P11 item 7): the print view's own Print button, and the view opening the
// browser's print dialog by itself once its fonts and images are in.
import { Printer } from "lucide-react";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { RESULTS_PRINT } from "@/lib/results/print";

export function PrintNowButton() {
  return (
    <Button variant="primary" size="sm" onClick={() => window.print()}>
      <Printer aria-hidden className="size-4" />
      {RESULTS_PRINT.printAgain}
    </Button>
  );
}

export function AutoPrint() {
  useEffect(() => {
    let cancelled = false;
    const images = [...document.images].filter((i) => !i.complete).map((i) => new Promise((done) => { i.onload = i.onerror = done; }));
    void Promise.all([document.fonts.ready, ...images]).then(() => {
      if (!cancelled) window.print();
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return null;
}
