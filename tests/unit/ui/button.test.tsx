// @vitest-environment jsdom
// Button: a loading button keeps its name, is disabled and aria-busy, and does not fire; variants carry tokens.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button, buttonClass } from "@/components/ui/button";

afterEach(cleanup);

describe("Button", () => {
  it("fires onClick and is a type=button by default", async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const b = screen.getByRole("button", { name: "Save" });
    expect(b.getAttribute("type")).toBe("button");
    expect(b.hasAttribute("aria-busy")).toBe(false);
    await userEvent.click(b);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("while loading keeps its name, is disabled and aria-busy, and does not fire", async () => {
    const onClick = vi.fn();
    render(
      <Button variant="primary" loading onClick={onClick}>
        Publish
      </Button>,
    );
    const b = screen.getByRole("button", { name: "Publish" });
    expect(b.hasAttribute("disabled")).toBe(true);
    expect(b.getAttribute("aria-busy")).toBe("true");
    await userEvent.click(b);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("each variant has its own look from the theme tokens", () => {
    expect(buttonClass("primary")).toContain("bg-primary");
    expect(buttonClass("danger")).toContain("bg-danger");
    expect(buttonClass("secondary")).toContain("border-line-strong");
    expect(buttonClass("ghost")).toContain("hover:bg-sunken");
    expect(buttonClass("link")).toContain("underline");
    expect(buttonClass("primary", "sm")).toContain("text-xs");
  });
});
