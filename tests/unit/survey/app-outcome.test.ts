// components/survey/outcome.ts and boot.ts: what the end of a visit shows, and the start parameters of a link.
import { describe, expect, it } from "vitest";
import { fit, startParams } from "@/lib/survey/boot";
import { endView } from "@/components/survey/outcome";
import { LIVE_DEFAULTS, LIVE_OUTCOME_TEXT } from "@/lib/survey/messages";

const exit = { header: "All done", message: "Thanks a lot.", button_text: "Back to the shop", button_url: "https://shop.example/" };

describe("endView", () => {
  it("shows the study's exit page after a complete, with its button", () => {
    expect(endView({ status: "complete", redirect_url: null }, exit)).toEqual({ title: "All done", message: "Thanks a lot.", button: { text: "Back to the shop", url: "https://shop.example/" }, redirect: null });
  });
  it("falls back to the default exit texts and leaves the button out without a safe link", () => {
    const v = endView({ status: "complete", redirect_url: null }, { header: " ", message: "", button_text: "", button_url: "javascript:alert(1)" });
    expect(v).toEqual({ title: LIVE_DEFAULTS.exitHeader, message: LIVE_DEFAULTS.exitMessage, button: null, redirect: null });
  });
  it("shows the outcome texts for quota_full, terminate and closed, or the ones the server sent", () => {
    expect(endView({ status: "quota_full", redirect_url: null }, exit)).toMatchObject(LIVE_OUTCOME_TEXT.quota_full);
    expect(endView({ status: "terminate", redirect_url: null }, null)).toMatchObject(LIVE_OUTCOME_TEXT.terminate);
    expect(endView({ status: "closed", redirect_url: null, title: "Closed!", message: "Bye." }, null)).toMatchObject({ title: "Closed!", message: "Bye." });
    // A resumed, already completed visit: the server's texts win over the exit page.
    expect(endView({ status: "complete", redirect_url: null, title: "Done before", message: "Seen it." }, exit)).toMatchObject({ title: "Done before", button: null });
  });
  it("follows only http(s) redirects", () => {
    expect(endView({ status: "complete", redirect_url: "https://panel.example/c?RID=1" }, exit).redirect).toBe("https://panel.example/c?RID=1");
    expect(endView({ status: "quota_full", redirect_url: "javascript:alert(1)" }, null).redirect).toBeNull();
  });
});

describe("startParams", () => {
  it("passes the link's parameters on, without preview", () => {
    expect(startParams("?audience=panel&RID=abc123&PSID=7&preview=1")).toEqual({ audience: "panel", RID: "abc123", PSID: "7" });
    expect(startParams("")).toEqual({});
  });
});

describe("fit", () => {
  it("reads css_size contain as contain and everything else as cover", () => {
    expect(fit("contain")).toBe("contain");
    expect(fit(" Contain ")).toBe("contain");
    expect(fit("100%")).toBe("cover");
    expect(fit(null)).toBe("cover");
  });
});
