// @vitest-environment jsdom
// The kit's form fields: the label names the control, a required field is marked (visibly, and `required` for
// assistive technology), and an inline error marks the control invalid and describes it (after the hint).
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { DateField, NumberField, SelectField, SwitchField, TextField } from "@/components/ui/field";

afterEach(cleanup);

const describedText = (el: HTMLElement) =>
  (el.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe("form fields", () => {
  it("TextField: label, required marker, hint and inline error wired to the input", () => {
    render(<TextField label="Name" required hint="As shown to consumers." error="Enter a name." defaultValue="" />);
    const input = screen.getByRole("textbox", { name: "Name" });
    expect(input.hasAttribute("required")).toBe(true);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(input)).toEqual(["As shown to consumers.", "Enter a name."]);
    const label = document.querySelector(`label[for="${input.id}"]`)!;
    expect(label.querySelector("[data-required-mark]")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("an optional field without error has no marker, no aria-invalid and no description", () => {
    render(<TextField label="Style name" defaultValue="" />);
    const input = screen.getByRole("textbox", { name: "Style name" });
    expect(input.hasAttribute("required")).toBe(false);
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
    expect(document.querySelector("[data-required-mark]")).toBeNull();
  });

  it("NumberField and DateField are labelled inputs of their type; the error describes them", () => {
    render(
      <>
        <NumberField label="Margin" error="The margin must be at most 100%." defaultValue="250" />
        <DateField label="Due date" required defaultValue="" />
      </>,
    );
    const margin = screen.getByRole("spinbutton", { name: "Margin" });
    expect(margin.getAttribute("type")).toBe("number");
    expect(margin.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(margin)).toEqual(["The margin must be at most 100%."]);
    // The label's text includes the required marker "*"; the marker is aria-hidden, so it is not part of the name.
    const due = screen.getByLabelText("Due date", { exact: false });
    expect(due.getAttribute("type")).toBe("date");
    expect(due.hasAttribute("required")).toBe(true);
  });

  it("SelectField lists its options after the placeholder and reports the choice", async () => {
    function Harness() {
      const [v, setV] = useState("");
      return <SelectField label="Season" required placeholder="Choose…" options={[{ value: "spring", label: "Spring" }, { value: "fall", label: "Fall" }]} value={v} onChange={(e) => setV(e.target.value)} />;
    }
    render(<Harness />);
    const select = screen.getByRole("combobox", { name: "Season" }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(["Choose…", "Spring", "Fall"]);
    await userEvent.selectOptions(select, "fall");
    expect(select.value).toBe("fall");
    expect(select.hasAttribute("required")).toBe(true);
  });

  it("SwitchField is a switch named by its label; clicking toggles it; an error makes it invalid", async () => {
    function Harness() {
      const [on, setOn] = useState(false);
      return <SwitchField label="Shuffle products" checked={on} onChange={setOn} error={on ? null : "Turn it on to continue."} />;
    }
    render(<Harness />);
    const sw = screen.getByRole("switch", { name: "Shuffle products" });
    expect(sw.getAttribute("aria-checked")).toBe("false");
    expect(sw.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(sw)).toEqual(["Turn it on to continue."]);
    await userEvent.click(sw);
    expect(sw.getAttribute("aria-checked")).toBe("true");
    expect(sw.hasAttribute("aria-invalid")).toBe(false);
  });
});
