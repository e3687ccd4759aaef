// @vitest-environment jsdom
// "Snip" on the results page (P12 Deliver item 1; docs/decisions.md P12 #10): the button is named after its card and
// only there when the viewer may snip; the dialog starts from the card's title and key insight, lists the filters in
// force, checks the title and key insight by the server's rules before sending, sends createSnip with the page's
// filters and the card, says "Snip saved." with a way to the snip, puts a refusal naming a field under it, says the
// spec's "There was an error saving your snapshot." for any other failure, and closes on Escape.
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SnipButton } from "@/components/results/snip/snip-button";
import { StackRankTab } from "@/components/results/tabs/stack-rank";
import { GraphQLRequestError } from "@/lib/graphql-client";
import { chooseNorm, productDefinitions, type TStarCounts } from "@/lib/results/definitions";
import { buildStackRank } from "@/lib/results/tabs/stack-rank";
import type { TResultsView } from "@/lib/results/view";
import { routes } from "@/lib/routes";
import { customersTarget, headToHeadTarget, insightTarget, productTarget, snipContext, type TSnipContext } from "@/lib/snips/create-form";
import { SNIP_CREATE_UI } from "@/lib/snips/create-ui";
import { KEY_INSIGHT_MAX_LENGTH, SNIP_MSG } from "@/lib/snips/messages";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: vi.fn() }) }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), dismiss: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast }));
const createSnipRequest = vi.hoisted(() => vi.fn());
vi.mock("@/components/results/snip/snips-create-api", () => ({ createSnipRequest }));

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

const id = (n: number) => n.toString(16).padStart(24, "0");
const [BRAND, STUDY, COUNTRY, ASSORTMENT, SNIP] = [id(1), id(2), id(3), id(4), id(5)];
const FILTERS = { country: [COUNTRY] };
const CTX: TSnipContext = { brandId: BRAND, studyId: STUDY, filters: FILTERS, filterLabels: ["Country: France"] };
const CARD = { id: `winner:${id(21)}`, title: "Alpine Parka is the winner", keyInsight: "Alpine Parka scores 82, the highest of 6 products." };

const view = (snip: boolean): TResultsView => ({
  brandId: BRAND,
  studyId: STUDY,
  title: "Fall",
  status: "Closed",
  type: "concept",
  basePath: `/brand/${BRAND}/campaign/${STUDY}/results`,
  query: { tab: "stack-rank", salesPlan: false, viewAsUser: false, filters: FILTERS, params: {}, notices: [], share: null },
  products: [
    { product_id: id(21), question_id: null, name: "Alpine Parka", style_number: null, image: null },
    { product_id: id(22), question_id: null, name: "", style_number: null, image: null },
  ],
  definitions: [{ accessor: "country", name: "Country", type: "multi", options: [COUNTRY], optionNames: ["France"] } as TResultsView["definitions"][number]],
  respondents: 10,
  totalRespondents: 20,
  can: { admin: false, writeSurvey: false, readBuckets: false, writeBuckets: false, readLearnings: false, writeLearnings: false, turf: false, snip },
});

async function openDialog(target = insightTarget(CARD)) {
  render(<SnipButton ctx={CTX} target={target} />);
  await userEvent.click(screen.getByRole("button", { name: `Snip ${target.name}` }));
  return screen.getByRole("dialog", { name: SNIP_CREATE_UI.dialogTitle });
}
const titleBox = (d: HTMLElement) => within(d).getByRole("textbox", { name: /Title/ });
const keyBox = (d: HTMLElement) => within(d).getByRole("textbox", { name: /Key insight/ });
const save = (d: HTMLElement) => userEvent.click(within(d).getByRole("button", { name: SNIP_CREATE_UI.save }));

describe("the Snip buttons", () => {
  it("are on every stack rank row, named after the product, only when the viewer may snip", () => {
    const v = view(true);
    const norm = chooseNorm([], { id: STUDY, category_id: null, type: null });
    const stars: TStarCounts = [0, 0, 1, 2, 3];
    const settings = { disable_tier: false, disable_recommendation: false, disable_makerscore: false };
    const products = v.products.map((p) => ({ product_id: p.product_id, question_id: null, stars, ...productDefinitions(stars, "v1", norm, settings) }));
    const data = buildStackRank({ version: "v1", version_source: "brand", benchmark: { scope: "brand", category_id: null, type: null, size: 10, p25: 28.125, p50: 50, p75: 71.875 }, respondents: 6, products }, v.products, null);
    render(<StackRankTab view={v} data={data} />);
    expect(screen.getAllByTestId("snip-button").map((b) => b.getAttribute("aria-label"))).toEqual(["Snip Alpine Parka", `Snip ${SNIP_CREATE_UI.unnamed}`]);
    expect(screen.getAllByTestId("snip-button").every((b) => b.classList.contains("print:hidden"))).toBe(true);
    cleanup();
    render(<StackRankTab view={view(false)} data={data} />);
    expect(screen.getAllByTestId("stack-rank-row")).toHaveLength(2);
    expect(screen.queryByTestId("snip-button")).toBeNull();
  });

  it("are absent without a snip context", () => {
    render(<SnipButton ctx={null} target={customersTarget()} />);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("take the page's filters in words, and nothing without enableSnapShare", () => {
    expect(snipContext(view(true))).toEqual({ brandId: BRAND, studyId: STUDY, filters: FILTERS, filterLabels: ["Country: France"] });
    expect(snipContext(view(false))).toBeNull();
  });

  it("say which card: product, insight, head-to-head with its sentence, customers", () => {
    expect(productTarget(id(21), "Alpine Parka")).toEqual({ card: { kind: "product", product_id: id(21) }, name: "Alpine Parka", defaultTitle: "Alpine Parka", defaultKeyInsight: "" });
    expect(insightTarget(CARD)).toMatchObject({ card: { kind: "insight", insight_id: CARD.id }, defaultTitle: CARD.title, defaultKeyInsight: CARD.keyInsight });
    expect(headToHeadTarget({ id: id(21), name: "Parka" }, { id: id(22), name: "Vest" }, "Parka beats Vest.")).toEqual({
      card: { kind: "head-to-head", product_id: id(21), product_b: id(22) },
      name: "Parka vs Vest",
      defaultTitle: "Parka vs Vest",
      defaultKeyInsight: "Parka beats Vest.",
    });
    expect(customersTarget()).toMatchObject({ card: { kind: "customers" }, defaultTitle: SNIP_CREATE_UI.customers });
  });
});

describe("the Snip dialog", () => {
  it("starts from the card's title and key insight and lists the filters in force", async () => {
    const d = await openDialog();
    expect(titleBox(d)).toHaveProperty("value", CARD.title);
    expect(keyBox(d)).toHaveProperty("value", CARD.keyInsight);
    expect(within(d).getAllByTestId("snip-create-filter").map((li) => li.textContent)).toEqual(["Country: France"]);
    expect(document.activeElement).toBe(titleBox(d));
  });

  it("says when no filter is in force", async () => {
    render(<SnipButton ctx={{ ...CTX, filters: {}, filterLabels: [] }} target={productTarget(id(21), "Parka")} />);
    await userEvent.click(screen.getByRole("button", { name: "Snip Parka" }));
    expect(within(screen.getByTestId("snip-create-filters")).getByText(SNIP_CREATE_UI.noFilters)).toBeTruthy();
  });

  it("refuses an empty title and a too long key insight under their fields, sending nothing", async () => {
    const d = await openDialog();
    await userEvent.clear(titleBox(d));
    await userEvent.type(titleBox(d), "   ");
    // A pasted text beyond the limit (maxLength stops typing, not a script).
    const key = keyBox(d) as HTMLTextAreaElement;
    key.removeAttribute("maxlength");
    await userEvent.clear(key);
    await userEvent.click(key);
    await userEvent.paste("x".repeat(KEY_INSIGHT_MAX_LENGTH + 1));
    await save(d);
    expect(await within(d).findByText(SNIP_MSG.titleRequired)).toBeTruthy();
    expect(within(d).getByText(SNIP_MSG.keyInsightTooLong)).toBeTruthy();
    expect(titleBox(d).getAttribute("aria-invalid")).toBe("true");
    expect(createSnipRequest).not.toHaveBeenCalled();
  });

  it("sends createSnip with the page's filters, the card and the trimmed texts, then says so with a way to the snip", async () => {
    let resolve!: (v: unknown) => void;
    createSnipRequest.mockReturnValue(new Promise((r) => (resolve = r)));
    const d = await openDialog();
    await userEvent.clear(titleBox(d));
    await userEvent.type(titleBox(d), "  Parka wins in France  ");
    await save(d);
    expect(createSnipRequest).toHaveBeenCalledWith({
      brand_id: BRAND,
      survey_id: STUDY,
      title: "Parka wins in France",
      key_insight: CARD.keyInsight,
      filters: FILTERS,
      card: { kind: "insight", insight_id: CARD.id },
    });
    // While saving: the button is busy and the fields are locked.
    const busy = within(d).getByRole("button", { name: SNIP_CREATE_UI.saving });
    expect(busy.getAttribute("aria-busy")).toBe("true");
    expect(titleBox(d)).toHaveProperty("disabled", true);
    resolve({ _id: SNIP, assortment_id: ASSORTMENT, title: "Parka wins in France" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(toast.success).toHaveBeenCalledWith(SNIP_CREATE_UI.saved, expect.objectContaining({ action: expect.objectContaining({ label: SNIP_CREATE_UI.open }) }));
    toast.success.mock.calls[0]![1].action.onClick();
    expect(push).toHaveBeenCalledWith(routes.snip(BRAND, ASSORTMENT, SNIP));
    expect(routes.snip(BRAND, ASSORTMENT, SNIP)).toBe(`/brand/${BRAND}/assortment/${ASSORTMENT}/shared-learnings/${SNIP}`);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("says where the snip is kept when the study has no assortment", async () => {
    createSnipRequest.mockResolvedValue({ _id: SNIP, assortment_id: null, title: "t" });
    await save(await openDialog());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(SNIP_CREATE_UI.saved, { description: SNIP_CREATE_UI.savedNoAssortment }));
  });

  it("says the spec's sentence for any failure and stays open with the texts kept", async () => {
    for (const failure of [new GraphQLRequestError("boom", "internal"), new TypeError("Failed to fetch"), new GraphQLRequestError("card.product_id: nope", "invalid", [{ name: "card.product_id", reason: "nope" }])]) {
      createSnipRequest.mockRejectedValueOnce(failure);
      const d = await openDialog(productTarget(id(21), "Parka"));
      await save(d);
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith("There was an error saving your snapshot."));
      expect(screen.getByRole("dialog")).toBeTruthy();
      expect(titleBox(d)).toHaveProperty("value", "Parka");
      expect(within(d).getByRole("button", { name: SNIP_CREATE_UI.save })).toHaveProperty("disabled", false);
      cleanup();
      toast.error.mockClear();
    }
  });

  it("puts the server's refusal of the title under the field, without a toast", async () => {
    createSnipRequest.mockRejectedValue(new GraphQLRequestError("Title: too long", "invalid", [{ name: "title", reason: SNIP_MSG.titleTooLong }]));
    const d = await openDialog();
    await save(d);
    expect(await within(d).findByText(SNIP_MSG.titleTooLong)).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("closes on Escape and on Cancel, giving the focus back to the Snip button, sending nothing", async () => {
    const d = await openDialog();
    expect(d).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(screen.getByTestId("snip-button"));
    await userEvent.click(screen.getByTestId("snip-button"));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: SNIP_CREATE_UI.cancel }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(createSnipRequest).not.toHaveBeenCalled();
  });
});
