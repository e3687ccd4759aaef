// @vitest-environment jsdom
// The live page's first paint is hydrated, not replaced: the server's document (components/survey/render-page.tsx)
// is loaded into a DOM, and the App is hydrated over it with the boot data the page carries, as
// components/survey/main.tsx does. No hydration error or warning may be reported, the server's nodes stay in
// place, and its start button works. A returning respondent (a token saved in this browser) hydrates the same
// welcome page and only then switches to loading.
import { act, createElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { App } from "@/components/survey/app";
import { renderLivePage } from "@/components/survey/render-page";
import { BOOT_ELEMENT_ID, ROOT_ELEMENT_ID, type TLiveBoot } from "@/lib/survey/boot";
import { LIVE_LABELS } from "@/lib/survey/messages";
import type { TLiveAppPage } from "@/lib/survey/page";
import { appPage, sampleSurvey } from "./live-page-fixtures";

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * Renders the server's page, loads it into the document and hydrates it (with the page's boot data unless told
 * otherwise). `savedToken` is put into this browser's storage after the server rendered: the server never sees it.
 */
async function hydrate(page: TLiveAppPage, opts: { boot?: TLiveBoot; savedToken?: string } = {}) {
  const parsed = new DOMParser().parseFromString(renderLivePage(page), "text/html");
  if (opts.savedToken) localStorage.setItem(`live:${page.survey.short_id}:token`, opts.savedToken);
  document.documentElement.lang = parsed.documentElement.lang;
  document.body.innerHTML = parsed.body.innerHTML;
  const container = document.getElementById(ROOT_ELEMENT_ID)!;
  const boot = opts.boot ?? (JSON.parse(document.getElementById(BOOT_ELEMENT_ID)!.textContent!) as TLiveBoot);
  const serverNodes = [...container.querySelectorAll("*")];
  const reported: unknown[] = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void reported.push(args));
  await act(async () => {
    root = hydrateRoot(container, createElement(App, { boot }), { onRecoverableError: (err) => void reported.push(err) });
  });
  return { container, reported, serverNodes };
}

/** A fetch that never answers: the app stays in the state the call put it in. */
const pendingFetch = () => {
  const fetch = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>(() => undefined));
  vi.stubGlobal("fetch", fetch);
  return fetch;
};

describe("hydrating the server's first paint", () => {
  const pages: [string, TLiveAppPage][] = [
    ["welcome with image, no logo", appPage()],
    ["a preview, with logo, without image", appPage({ preview: true, survey: { ...sampleSurvey, style: { ...sampleSurvey.style, logo: "https://x.example/logo.png" }, welcome: { ...sampleSurvey.welcome, image: null } } })],
    ["a css override in the document only", appPage({ survey: { ...sampleSurvey, style: { ...sampleSurvey.style, css_override: ".x{color:red}" } } })],
  ];
  it.each(pages)("%s: no hydration error or warning, and the server's nodes stay", async (_name, page) => {
    const { container, reported, serverNodes } = await hydrate(page);
    expect(reported).toEqual([]);
    expect(serverNodes.length).toBeGreaterThan(5);
    expect(serverNodes.every((n) => n.isConnected && container.contains(n))).toBe(true);
  });

  it("the server-rendered start button is the app's: a click starts the visit", async () => {
    const fetch = pendingFetch();
    const { container, reported } = await hydrate(appPage());
    const button = container.querySelector<HTMLButtonElement>("#sv-start")!;
    await act(async () => button.click());
    expect(reported).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toBe("/api/v1/live/abc/start");
    // The very node the server sent now shows the app's state.
    expect(button.isConnected).toBe(true);
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe(LIVE_LABELS.loading);
  });

  it("a returning respondent hydrates the welcome page cleanly, then resumes (loading)", async () => {
    const fetch = pendingFetch();
    const { container, reported } = await hydrate(appPage(), { savedToken: "saved-token" });
    expect(reported).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toBe("/api/v1/live/abc/session");
    expect(container.querySelector("h1")!.textContent).toBe(LIVE_LABELS.loading);
  });

  it("a page that does not match the app is reported (the check above can fail)", async () => {
    const page = appPage();
    const { reported } = await hydrate(page, { boot: { survey: { ...sampleSurvey, welcome: { ...sampleSurvey.welcome, header: "Another header" } }, preview: true } });
    expect(reported.length).toBeGreaterThan(0);
  });
});
