// @vitest-environment jsdom
// The live link (P10 walk-through): the studies list's Link action and the Review step's live link box copy the same
// absolute URL, whether the server sent a path (/s/…, no public base URL configured) or an absolute URL.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { absoluteLiveLink, livePath, liveLinkOf } from "@/lib/studies/live-link";
import { liveLink } from "@/components/studies/actions-api";
import { LiveLinkBox } from "@/components/builder/live-link-box";
import { BUILDER_MSG } from "@/lib/builder/messages";

afterEach(cleanup);

describe("lib/studies/live-link", () => {
  it("builds the path from the short id, encoded", () => {
    expect(livePath("Ab12")).toBe("/s/Ab12");
    expect(livePath("a b/c")).toBe("/s/a%20b%2Fc");
  });

  it("resolves a path against the page's origin and keeps an absolute link", () => {
    expect(absoluteLiveLink("/s/Ab12", "http://localhost:3000")).toBe("http://localhost:3000/s/Ab12");
    expect(absoluteLiveLink("/s/Ab12", "https://dash.example.com/")).toBe("https://dash.example.com/s/Ab12");
    expect(absoluteLiveLink("https://go.example.com/s/Ab12", "http://localhost:3000")).toBe("https://go.example.com/s/Ab12");
  });

  it("gives the studies list and the Review step one link for one study", () => {
    const origin = "http://127.0.0.1:3200";
    expect(liveLink(origin, "Ab12")).toBe("http://127.0.0.1:3200/s/Ab12");
    expect(liveLinkOf("Ab12", origin)).toBe(absoluteLiveLink(livePath("Ab12"), origin));
  });
});

describe("the Review step's live link box", () => {
  it("shows and copies the absolute link when the server sent a path", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    render(<LiveLinkBox header={BUILDER_MSG.liveLink} url="/s/Ab12" />);
    const expected = `${window.location.origin}/s/Ab12`;
    expect(expected.startsWith("http")).toBe(true);
    expect(screen.getByRole("textbox", { name: BUILDER_MSG.liveLink })).toHaveProperty("value", expected);
    await user.click(screen.getByRole("button", { name: BUILDER_MSG.copy }));
    expect(writeText).toHaveBeenCalledWith(expected);
    expect(await navigator.clipboard.readText()).toBe(expected);
  });
});
