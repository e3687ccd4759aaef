"use client";
// One-shot notices carried by a `flash` query parameter after a server redirect, then removed from the address.
import { useEffect } from "react";
import { toast } from "@/components/ui/toast";
import { MSG } from "@/lib/messages";

const FLASHES: Record<string, string> = { "invalid-brand-id": MSG.invalidBrandId };

export function FlashToast() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const key = url.searchParams.get("flash");
    if (!key) return;
    const text = FLASHES[key];
    if (text) toast.error(text);
    url.searchParams.delete("flash");
    window.history.replaceState(null, "", url.pathname + url.search + url.hash);
  }, []);
  return null;
}
