// @vitest-environment jsdom
// The accept-invitation form on react-hook-form (P10 Deliver 2): a short password and a missing name are said under
// their fields and nothing is sent; the server's refusal of a field (400 invalid_params) lands under that field; a
// dead link is said above the button.
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { PASSWORD_MIN_LENGTH, USER_MSG } from "@/lib/brands/messages";
import { PASSWORD_FORM } from "@/lib/brands/users-labels";

const api = vi.fn();
vi.mock("@/lib/api-client", async (orig) => ({
  ...(await orig<typeof import("@/lib/api-client")>()),
  api: (...args: unknown[]) => api(...args),
}));
vi.mock("next-auth/react", () => ({ signIn: vi.fn(async () => ({ ok: false, error: "x" })) }));

const { InvitationForm } = await import("@/components/auth/invitation-form");

const good = "p".repeat(PASSWORD_MIN_LENGTH);
const renderForm = (needsName = true) => render(<InvitationForm token="tok" email="new@example.com" brandId={"b".repeat(24)} needsName={needsName} />);
const fill = async (password: string, confirm = password) => {
  await userEvent.type(screen.getByLabelText(PASSWORD_FORM.password), password);
  await userEvent.type(screen.getByLabelText(PASSWORD_FORM.confirm), confirm);
};
const submit = () => userEvent.click(screen.getByRole("button", { name: PASSWORD_FORM.setPassword }));

beforeEach(() => {
  api.mockReset();
});
afterEach(cleanup);

describe("InvitationForm", () => {
  it("says a missing name under its field and marks a short password, sending nothing", async () => {
    renderForm();
    await userEvent.type(screen.getByRole("textbox", { name: PASSWORD_FORM.firstName }), "Cora");
    await fill("short");
    await submit();
    const last = screen.getByRole("textbox", { name: PASSWORD_FORM.lastName });
    expect(await screen.findByText(USER_MSG.nameRequired)).toBeTruthy();
    expect(last.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText(PASSWORD_FORM.password).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(USER_MSG.passwordRule).className).toContain("text-danger");
    expect(api).not.toHaveBeenCalled();
  });

  it("announces different passwords while typing", async () => {
    renderForm(false);
    await fill(good, `${good}x`);
    expect(screen.getByRole("alert").textContent).toBe(USER_MSG.passwordsDiffer);
    expect(screen.getByLabelText(PASSWORD_FORM.confirm).getAttribute("aria-invalid")).toBe("true");
  });

  it("puts the server's refusal of a field under that field", async () => {
    api.mockImplementation(async () => {
      throw new ApiError(400, "First name can be at most 100 characters.", [{ name: "first_name", reason: "First name can be at most 100 characters." }]);
    });
    renderForm();
    await userEvent.type(screen.getByRole("textbox", { name: PASSWORD_FORM.firstName }), "Cora");
    await userEvent.type(screen.getByRole("textbox", { name: PASSWORD_FORM.lastName }), "Colleague");
    await fill(good);
    await submit();
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    expect(api.mock.calls[0]![1]).toMatchObject({ method: "POST", json: { password: good, first_name: "Cora", last_name: "Colleague" } });
    expect(await screen.findByText("First name can be at most 100 characters.")).toBeTruthy();
    const first = screen.getByRole("textbox", { name: PASSWORD_FORM.firstName });
    expect(first.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(first);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says a dead link above the button", async () => {
    api.mockImplementation(async () => {
      throw new ApiError(404, USER_MSG.invitationNotFound);
    });
    renderForm(false);
    await fill(good);
    await submit();
    expect((await screen.findByRole("alert")).textContent).toBe(USER_MSG.invitationNotFound);
  });
});
