// @vitest-environment jsdom
// Tabs: arrow keys move the selection and the focus (wrapping), Home / End go to the ends, only the selected tab is
// in the tab order, and the panel is labelled by the selected tab.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Tabs } from "@/components/ui/tabs";

afterEach(cleanup);

const TABS = [
  { id: "general", label: "General" },
  { id: "users", label: "Users" },
  { id: "tags", label: "Categories & Tags" },
] as const;
type TId = (typeof TABS)[number]["id"];

function Harness() {
  const [tab, setTab] = useState<TId>("general");
  return (
    <Tabs label="Brand settings" tabs={TABS} value={tab} onValueChange={setTab} idBase="settings">
      <p>Panel of {tab}</p>
    </Tabs>
  );
}

const selected = () => screen.getAllByRole("tab").filter((t) => t.getAttribute("aria-selected") === "true").map((t) => t.textContent);

describe("Tabs", () => {
  it("renders a named tablist with one tab in the tab order and a panel labelled by it", () => {
    render(<Harness />);
    expect(screen.getByRole("tablist", { name: "Brand settings" })).toBeTruthy();
    expect(screen.getAllByRole("tab").map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole("tabpanel", { name: "General" });
    expect(panel.id).toBe("settings-panel-general");
    expect(panel.textContent).toBe("Panel of general");
  });

  it("ArrowRight / ArrowLeft move selection and focus, wrapping at both ends", async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole("tab", { name: "General" }));
    await userEvent.keyboard("{ArrowRight}");
    expect(selected()).toEqual(["Users"]);
    expect(document.activeElement?.textContent).toBe("Users");
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    expect(selected()).toEqual(["General"]);
    await userEvent.keyboard("{ArrowLeft}");
    expect(selected()).toEqual(["Categories & Tags"]);
    expect(document.activeElement?.textContent).toBe("Categories & Tags");
    expect(screen.getByRole("tabpanel").textContent).toBe("Panel of tags");
  });

  it("Home and End go to the first and last tab; other keys do nothing", async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole("tab", { name: "Users" }));
    await userEvent.keyboard("{End}");
    expect(selected()).toEqual(["Categories & Tags"]);
    await userEvent.keyboard("{Home}");
    expect(selected()).toEqual(["General"]);
    await userEvent.keyboard("{ArrowDown}");
    expect(selected()).toEqual(["General"]);
  });
});
