// @vitest-environment jsdom
// Brand settings' Style, Security and Default pivot tabs on react-hook-form (P10 Deliver 2): a value the PUT's rule
// refuses is said under its field as a sentence and nothing is sent; the server's refusal of a field (400
// invalid_params) lands under that field.
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { BRAND_MSG } from "@/lib/brands/messages";
import { FORM_MSG } from "@/lib/forms/messages";
import { SETTINGS_LABELS as L } from "@/components/brands/settings/labels";
import type { TSettingsData } from "@/components/brands/settings/settings-api";

const saveBrand = vi.fn();
vi.mock("@/components/brands/settings/settings-api", async (orig) => ({
  ...(await orig<typeof import("@/components/brands/settings/settings-api")>()),
  saveBrand: (...args: unknown[]) => saveBrand(...args),
}));

const { StyleTab } = await import("@/components/brands/settings/style-tab");
const { SecurityTab } = await import("@/components/brands/settings/security-tab");
const { PivotTab } = await import("@/components/brands/settings/pivot-tab");

const settings = (over: Partial<TSettingsData> = {}): TSettingsData =>
  ({
    _id: "b".repeat(24),
    name: "Demo",
    date_modified: "2026-01-01T00:00:00.000Z",
    style: {
      accent: "#112233",
      primary: null,
      secondary: null,
      header_logo: null,
      css_override: null,
      welcome_title: null,
      welcome_text: null,
      thank_you_title: null,
      thank_you_text: null,
    },
    security: { multifactor_authentication: false },
    sentiment_score_model_version: null,
    default_x_axis: null,
    default_x_sort: 1,
    default_y_axis: null,
    default_y_sort: 1,
    default_order_by: null,
    default_order_by_sort: -1,
    default_display_style: "skus",
    pivot_choices: { pivotable: [{ data_path: "colors", name: "Colours" }], sortable: [{ data_path: "price", name: "Price" }] },
    ...over,
  }) as unknown as TSettingsData;

const props = (s: TSettingsData) => ({ settings: s, isAdmin: true, canWrite: true, onSaved: vi.fn(), onReload: vi.fn() });
const refusal = (name: string, reason: string) => new ApiError(400, reason, [{ name, reason }]);
const save = () => userEvent.click(screen.getByRole("button", { name: L.save }));

beforeEach(() => {
  saveBrand.mockReset();
});
afterEach(cleanup);

describe("Style tab", () => {
  it("says a colour that is not #rrggbb under its field and sends nothing", async () => {
    render(<StyleTab {...props(settings())} />);
    const hex = screen.getByRole("textbox", { name: L.hexOf(L.primary) });
    await userEvent.type(hex, "red");
    await save();
    expect(await screen.findByText(BRAND_MSG.colourFormat)).toBeTruthy();
    expect(hex.getAttribute("aria-invalid")).toBe("true");
    expect(saveBrand).not.toHaveBeenCalled();
  });

  it("sends the style block (blank → null) and puts the server's refusal under the CSS override", async () => {
    saveBrand.mockImplementation(async () => { throw refusal("style.css_override", BRAND_MSG.cssHasHtml); });
    render(<StyleTab {...props(settings())} />);
    await userEvent.type(screen.getByLabelText(L.welcomeTitle), "  Hello ");
    await save();
    await waitFor(() => expect(saveBrand).toHaveBeenCalledTimes(1));
    expect(saveBrand.mock.calls[0]![1]).toEqual({
      style: {
        accent: "#112233",
        primary: null,
        secondary: null,
        header_logo: null,
        welcome_title: "Hello",
        welcome_text: null,
        thank_you_title: null,
        thank_you_text: null,
        css_override: null,
      },
      date_modified: "2026-01-01T00:00:00.000Z",
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(BRAND_MSG.cssHasHtml);
    expect(screen.getByLabelText(L.cssOverride).getAttribute("aria-invalid")).toBe("true");
  });
});

describe("Security tab", () => {
  it("says a version that is too long under its field, in words", async () => {
    render(<SecurityTab {...props(settings())} />);
    const version = screen.getByRole("textbox", { name: L.sentimentVersion });
    await userEvent.type(version, "v".repeat(41));
    await userEvent.tab();
    expect(await screen.findByText(FORM_MSG.tooLong(L.sentimentVersion, 40))).toBeTruthy();
    expect(version.getAttribute("aria-invalid")).toBe("true");
    await save();
    expect(saveBrand).not.toHaveBeenCalled();
  });

  it("sends MFA and the version, and puts the server's refusal under the version", async () => {
    saveBrand.mockImplementation(async () => { throw refusal("sentiment_score_model_version", "Sentiment score model version is not a known model."); });
    render(<SecurityTab {...props(settings())} />);
    await userEvent.click(screen.getByTestId("security-mfa"));
    await userEvent.type(screen.getByRole("textbox", { name: L.sentimentVersion }), "v9");
    await save();
    await waitFor(() => expect(saveBrand).toHaveBeenCalledTimes(1));
    expect(saveBrand.mock.calls[0]![1]).toMatchObject({ security: { multifactor_authentication: true }, sentiment_score_model_version: "v9" });
    expect(await screen.findByText("Sentiment score model version is not a known model.")).toBeTruthy();
    const version = screen.getByRole("textbox", { name: L.sentimentVersion });
    expect(version.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(version);
  });
});

describe("Default pivot tab", () => {
  it("says a stored axis the rule refuses under its field and sends nothing", async () => {
    const long = "p".repeat(201);
    render(<PivotTab {...props(settings({ default_x_axis: long }))} />);
    await save();
    expect(await screen.findByText(FORM_MSG.tooLong(L.xAxis, 200))).toBeTruthy();
    expect(screen.getByRole("combobox", { name: L.xAxis }).getAttribute("aria-invalid")).toBe("true");
    expect(saveBrand).not.toHaveBeenCalled();
  });

  it("sends the defaults as the wire wants them and puts the server's refusal under Display", async () => {
    saveBrand.mockImplementation(async () => { throw refusal("default_display_style", BRAND_MSG.displayStyleFormat(["skus", "styles"])); });
    render(<PivotTab {...props(settings())} />);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: L.xAxis }), "colors");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: L.direction(L.yAxis) }), "-1");
    await save();
    await waitFor(() => expect(saveBrand).toHaveBeenCalledTimes(1));
    expect(saveBrand.mock.calls[0]![1]).toEqual({
      default_x_axis: "colors",
      default_x_sort: 1,
      default_y_axis: null,
      default_y_sort: -1,
      default_order_by: null,
      default_order_by_sort: -1,
      default_display_style: "skus",
      date_modified: "2026-01-01T00:00:00.000Z",
    });
    expect(await screen.findByText(BRAND_MSG.displayStyleFormat(["skus", "styles"]))).toBeTruthy();
    expect(screen.getByRole("combobox", { name: L.displayStyle }).getAttribute("aria-invalid")).toBe("true");
  });
});
