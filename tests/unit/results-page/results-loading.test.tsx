// @vitest-environment jsdom
// The results page's loading skeleton (components/results/results-loading.tsx; P11 item 5): announced once as a
// status, the region busy, the grey blocks hidden from assistive technology.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ResultsLoading } from "@/components/results/results-loading";
import { RESULTS_PAGE } from "@/lib/messages";

afterEach(cleanup);

describe("ResultsLoading", () => {
  it("says the results are loading, marks its region busy and hides the placeholders", () => {
    render(<ResultsLoading />);
    expect(screen.getByRole("status").textContent).toBe(RESULTS_PAGE.loading);
    const region = screen.getByTestId("results-loading");
    expect(region.getAttribute("aria-busy")).toBe("true");
    const blocks = region.querySelectorAll("[data-skeleton]");
    expect(blocks.length).toBeGreaterThan(5);
    for (const b of blocks) expect(b.getAttribute("aria-hidden")).toBe("true");
  });
});
