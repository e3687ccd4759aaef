// lib/survey/redirect.ts: the redirect of an ended visit — audience link before the provider's, mapped parameters
// appended with the inbound (or fixed) value, existing query kept, only http(s), non-panel study links.
import { describe, expect, it } from "vitest";
import { appendPanelParams, outcomeRedirectUrl, safeHttpUrl, type TRedirectInput } from "@/lib/survey/redirect";

const lucid = { parameter_mappings: { respondent_id: "RID", supplier_id: "PSID", auto_append: ["RID"] }, redirect_urls: { complete: "https://lucid.example/c", terminate: "", quota_full: "https://lucid.example/q" } };
const panel = { audience_type: "panel" as const, redirect_complete: "https://panel.example.com/complete?s=1", redirect_terminate: null, redirect_quota_full: null };
const study = { redirect_link: null, redirect_link_closed: null };

const input = (over: Partial<TRedirectInput>): TRedirectInput => ({ status: "complete", audience: panel, provider: lucid, panel_params: { RID: "abc 1", PSID: "77" }, study, ...over });

describe("safeHttpUrl", () => {
  it("keeps http(s), reads a bare host as https and refuses other schemes and garbage", () => {
    expect(safeHttpUrl("https://x.example/a?b=1")?.toString()).toBe("https://x.example/a?b=1");
    expect(safeHttpUrl("http://x.example")?.protocol).toBe("http:");
    expect(safeHttpUrl("panel.example.com/done")?.toString()).toBe("https://panel.example.com/done");
    expect(safeHttpUrl("javascript:alert(1)")).toBeNull();
    expect(safeHttpUrl("JAVASCRIPT:alert(1)")).toBeNull();
    expect(safeHttpUrl("data:text/html,hi")).toBeNull();
    expect(safeHttpUrl("mailto:a@b.example")).toBeNull();
    expect(safeHttpUrl("/relative/path")).toBeNull();
    expect(safeHttpUrl("not a url")).toBeNull();
    expect(safeHttpUrl("  ")).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });
});

describe("outcomeRedirectUrl for panel respondents", () => {
  it("uses the audience's link, keeps its query and appends the both/auto-appended parameter with the inbound value", () => {
    const url = new URL(outcomeRedirectUrl(input({}))!);
    expect(url.origin + url.pathname).toBe("https://panel.example.com/complete");
    expect(url.searchParams.get("s")).toBe("1");
    expect(url.searchParams.get("RID")).toBe("abc 1");
    // supplier_id is inbound only in the map form: not sent back.
    expect(url.searchParams.has("PSID")).toBe(false);
  });

  it("falls back to the provider's redirect_urls per status; blank provider links and no link give null", () => {
    expect(outcomeRedirectUrl(input({ status: "quota_full" }))).toBe("https://lucid.example/q?RID=abc+1");
    expect(outcomeRedirectUrl(input({ status: "terminate" }))).toBeNull();
    expect(outcomeRedirectUrl(input({ status: "terminate", provider: null }))).toBeNull();
  });

  it("a closed study sends panel respondents to the quota_full link", () => {
    expect(outcomeRedirectUrl(input({ status: "closed" }))).toBe("https://lucid.example/q?RID=abc+1");
  });

  it("refuses a javascript: audience link and uses the provider's instead", () => {
    const a = { ...panel, redirect_complete: "javascript:alert(1)" };
    expect(outcomeRedirectUrl(input({ audience: a }))).toBe("https://lucid.example/c?RID=abc+1");
  });

  it("leaves a link untouched when a parameter has no value, and replaces a placeholder of the same name when it has one", () => {
    const a = { ...panel, redirect_complete: "https://p.example/done?RID=[%RID%]&x=2" };
    expect(outcomeRedirectUrl(input({ audience: a, panel_params: {} }))).toBe("https://p.example/done?RID=[%RID%]&x=2");
    expect(outcomeRedirectUrl(input({ audience: a, panel_params: { RID: "r9" } }))).toBe("https://p.example/done?RID=r9&x=2");
  });

  it("list-form mappings: outbound and both are sent, inbound only when auto-appended, fixed values used when nothing came in", () => {
    const provider = {
      redirect_urls: {},
      parameter_mappings: [
        { type: "inbound", ms_id: "respondent_id", panel_id: "uid" },
        { type: "outbound", ms_id: "status", panel_id: "st", value: "done" },
        { type: "both", ms_id: "panel_id", panel_id: "pid" },
        { type: "inbound", ms_id: "source", panel_id: "src", is_auto_appended: true },
      ],
    };
    const url = new URL(outcomeRedirectUrl(input({ provider, panel_params: { uid: "u1", pid: "p1", src: "s1" } }))!);
    expect(url.searchParams.get("st")).toBe("done");
    expect(url.searchParams.get("pid")).toBe("p1");
    expect(url.searchParams.get("src")).toBe("s1");
    expect(url.searchParams.has("uid")).toBe(false);
  });

  it("a panel complete without any panel link uses the study's post-study link", () => {
    const a = { ...panel, redirect_complete: null };
    expect(outcomeRedirectUrl(input({ audience: a, provider: null, study: { redirect_link: "https://brand.example/thanks", redirect_link_closed: null } }))).toBe("https://brand.example/thanks");
  });
});

describe("outcomeRedirectUrl for CRM and social respondents", () => {
  const crm = { audience_type: "crm" as const, redirect_complete: "https://ignored.example", redirect_terminate: null, redirect_quota_full: null };
  const links = { redirect_link: "https://brand.example/after", redirect_link_closed: "https://brand.example/closed" };
  it("complete → redirect_link, closed → redirect_link_closed, terminate and quota_full → null (the app's page)", () => {
    expect(outcomeRedirectUrl(input({ audience: crm, study: links }))).toBe("https://brand.example/after");
    expect(outcomeRedirectUrl(input({ audience: crm, study: links, status: "closed" }))).toBe("https://brand.example/closed");
    expect(outcomeRedirectUrl(input({ audience: crm, study: links, status: "terminate" }))).toBeNull();
    expect(outcomeRedirectUrl(input({ audience: null, study: links, status: "quota_full" }))).toBeNull();
  });
  it("no link or a non-http link → null", () => {
    expect(outcomeRedirectUrl(input({ audience: crm }))).toBeNull();
    expect(outcomeRedirectUrl(input({ audience: crm, study: { redirect_link: "javascript:void(0)", redirect_link_closed: null } }))).toBeNull();
  });
});

describe("appendPanelParams", () => {
  it("does nothing without a provider", () => {
    expect(appendPanelParams(new URL("https://a.example/?q=1"), null, { RID: "x" }).toString()).toBe("https://a.example/?q=1");
  });
});
