// @vitest-environment jsdom
// ConfirmDialog: the confirm button calls onConfirm; Cancel and Escape call onCancel and close; while busy the
// confirm button is disabled and busy, and the dialog cannot be dismissed.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

afterEach(cleanup);

function Harness(props: { onConfirm: () => void; onCancel: () => void; busy?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="state">{open ? "open" : "closed"}</p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete product?"
        description="This cannot be undone."
        confirmLabel="Delete"
        cancelLabel="Cancel"
        tone="danger"
        busy={props.busy}
        onConfirm={props.onConfirm}
        onCancel={props.onCancel}
      />
    </>
  );
}

describe("ConfirmDialog", () => {
  it("is an alertdialog named by its title and described by its text", () => {
    render(<Harness onConfirm={() => {}} onCancel={() => {}} />);
    const dialog = screen.getByRole("alertdialog", { name: "Delete product?" });
    expect(dialog).toHaveProperty("textContent", expect.stringContaining("This cannot be undone."));
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
  });

  it("calls onConfirm on the confirm button and leaves closing to the caller", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByTestId("state").textContent).toBe("open");
  });

  it("calls onCancel and closes on Cancel", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByTestId("state").textContent).toBe("closed");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("calls onCancel and closes on Escape", async () => {
    const onCancel = vi.fn();
    render(<Harness onConfirm={() => {}} onCancel={onCancel} />);
    await userEvent.keyboard("{Escape}");
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("state").textContent).toBe("closed");
  });

  it("while busy: the confirm button is disabled and aria-busy, and Escape does not dismiss", async () => {
    const onCancel = vi.fn();
    render(<Harness onConfirm={() => {}} onCancel={onCancel} busy />);
    const confirm = screen.getByRole("button", { name: "Delete" });
    expect(confirm.hasAttribute("disabled")).toBe(true);
    expect(confirm.getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("button", { name: "Cancel" }).hasAttribute("disabled")).toBe(true);
    await userEvent.keyboard("{Escape}");
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByTestId("state").textContent).toBe("open");
  });
});
