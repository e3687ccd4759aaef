// @vitest-environment jsdom
// The shared results page's frame (components/results/share/shared-results.tsx; P13 item 2, spec 3 §8): a link that
// is not valid shows the clear page and no data; a failed load shows "Oops, we had an error. Please Reload" with a
// Reload button that reloads; a message (a gated brand) shows no way back into the dashboard.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { AnchorHTMLAttributes } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SharedResults } from "@/components/results/share/shared-results";
import { RESULTS_PAGE } from "@/lib/messages";
import { SHARE_MSG, SHARE_UI } from "@/lib/shares/messages";

vi.mock("next/link", () => ({
  default: ({ href, prefetch: _prefetch, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch?: boolean }) => <a href={href} {...rest} />,
}));

afterEach(cleanup);

const ids = { brandId: "a".repeat(24), studyId: "b".repeat(24) };

describe("the shared results page", () => {
  it("shows the clear page for a link that is not valid, with no link anywhere", () => {
    const { container } = render(<SharedResults page={{ kind: "invalid" }} {...ids} skipGate={false} />);
    expect(screen.getByRole("heading", { name: SHARE_UI.invalidTitle })).toBeTruthy();
    expect(screen.getByText(SHARE_UI.invalidText)).toBeTruthy();
    expect(container.querySelectorAll("a")).toHaveLength(0);
  });

  it("says \"Oops, we had an error. Please Reload\" when loading failed, and Reload reloads", () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    try {
      render(<SharedResults page={{ kind: "failed" }} {...ids} skipGate={false} />);
      expect(screen.getByRole("alert").textContent).toBe(SHARE_MSG.loadFailed);
      fireEvent.click(screen.getByRole("button", { name: SHARE_MSG.reload }));
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("asks for the e-mail address first, unless the gate is skipped; a gated brand's message has no link back", () => {
    const page = { kind: "ready" as const, token: "t".repeat(43), tokenId: "c".repeat(24), brandName: "Northwind Apparel", data: { kind: "message" as const, title: "Fall", message: RESULTS_PAGE.gated, back: null } };
    render(<SharedResults page={page} {...ids} skipGate={false} />);
    expect(screen.getByTestId("share-gate")).toBeTruthy();
    // The gate names who shared which report (P15 item 6).
    expect(screen.getByTestId("share-gate-report").textContent).toBe(SHARE_UI.gateReport("Northwind Apparel", "Fall", "results"));
    expect(SHARE_UI.gateReport("Northwind Apparel", "Fall", "results")).toBe("Northwind Apparel shared the results of “Fall” with you.");
    expect(screen.queryByText(RESULTS_PAGE.gated)).toBeNull();
    cleanup();
    const { container } = render(<SharedResults page={page} {...ids} skipGate />);
    expect(screen.getByText(RESULTS_PAGE.gated)).toBeTruthy();
    expect(screen.getByText(`${SHARE_UI.sharedBy("Northwind Apparel")} · ${SHARE_UI.sharedView}`)).toBeTruthy();
    expect(container.querySelectorAll("a")).toHaveLength(0);
  });
});
