"use client";
// Cookie consent with the two categories of spec 1 §9: Essential (always on) and Analytics.
import { useEffect, useState } from "react";
import { COOKIE_CONSENT } from "@/lib/messages";
import { COOKIE_CONSENT_KEY } from "@/lib/constants";

export function CookieConsent() {
  const [open, setOpen] = useState(false);
  const [analytics, setAnalytics] = useState(false);

  useEffect(() => {
    setOpen(!window.localStorage.getItem(COOKIE_CONSENT_KEY));
  }, []);

  const save = (withAnalytics: boolean) => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ essential: true, analytics: withAnalytics }));
    setOpen(false);
  };

  if (!open) return null;
  return (
    <section
      role="region"
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-bar border-t border-line bg-white p-4 shadow-lg"
    >
      <div className="mx-auto flex max-w-4xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-subtle">{COOKIE_CONSENT.text}</p>
        <div className="flex flex-wrap items-center gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" checked disabled /> {COOKIE_CONSENT.essential}
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} />
            {COOKIE_CONSENT.analytics}
          </label>
          <button type="button" className="rounded border border-line-strong px-3 py-1.5" onClick={() => save(analytics)}>
            {COOKIE_CONSENT.save}
          </button>
          <button type="button" className="rounded bg-primary px-3 py-1.5 text-white" onClick={() => save(true)}>
            {COOKIE_CONSENT.acceptAll}
          </button>
        </div>
      </div>
    </section>
  );
}
