// The in-app help (P15 item 10): the metrics topic renders the one list of definitions the results pages show (not a
// copy), every topic is complete, and "Contact support" is the address the deployment configures.
import { afterEach, describe, expect, it, vi } from "vitest";
import { HELP_TOPICS, helpTopic, helpTopics, isHelpTopic } from "@/lib/help/topics";
import { supportContact, SUPPORT_TEXT } from "@/lib/help/support";
import { METRIC_DEFINITION_LIST, METRIC_IDS } from "@/lib/results/metric-definitions";
import { SUPPORT_EMAIL } from "@/lib/constants";
import { routes } from "@/lib/routes";

describe("help topics", () => {
  it("the metrics topic is the shared definitions list: every metric, in its order, with its own texts", () => {
    const entries = helpTopic("metrics").entries;
    expect(entries.map((e) => e.id)).toEqual([...METRIC_IDS]);
    METRIC_DEFINITION_LIST.forEach((d, i) => {
      expect(entries[i]).toEqual({ id: d.id, heading: d.term, paragraphs: [d.short, d.long] });
    });
  });

  it("the texts are not copied: a definition is written only in lib/results/metric-definitions.ts", async () => {
    const { readFileSync } = await import("node:fs");
    const source = readFileSync("lib/help/topics.ts", "utf8");
    for (const d of METRIC_DEFINITION_LIST) expect(source.includes(d.short)).toBe(false);
  });

  it("every topic has a title, a summary, an introduction and entries with unique ids and text", () => {
    expect(helpTopics().map((t) => t.topic)).toEqual([...HELP_TOPICS]);
    for (const t of helpTopics()) {
      expect(t.title && t.summary && t.intro).toBeTruthy();
      expect(t.entries.length).toBeGreaterThan(0);
      expect(new Set(t.entries.map((e) => e.id)).size).toBe(t.entries.length);
      for (const e of t.entries) {
        expect(e.heading).not.toBe("");
        expect(e.paragraphs.length).toBeGreaterThan(0);
        for (const p of e.paragraphs) expect(p).not.toMatch(/TODO|lorem|example\.com/i);
      }
    }
  });

  it("the screens topic explains what a decision point is", () => {
    expect(helpTopic("screens").entries.find((e) => e.id === "decision")?.paragraphs[0]).toMatch(/^A decision point is/);
  });

  it("only known topics", () => {
    expect(HELP_TOPICS.every(isHelpTopic)).toBe(true);
    expect(isHelpTopic("nope")).toBe(false);
    expect(routes.help("b1")).toBe("/brand/b1/help");
    expect(routes.help("b1", "metrics")).toBe("/brand/b1/help/metrics");
  });
});

describe("Contact support", () => {
  it("mails the configured address with a subject, and offers the support site when there is one", () => {
    expect(supportContact({ SUPPORT_EMAIL: "help@brand.test" })).toEqual({
      email: "help@brand.test",
      mailto: `mailto:help@brand.test?subject=${encodeURIComponent(SUPPORT_TEXT.subject)}`,
      url: null,
    });
    expect(supportContact({ SUPPORT_EMAIL: "help@brand.test", SUPPORT_URL: "https://support.brand.test/new" }).url).toBe("https://support.brand.test/new");
  });

  describe("the environment (lib/env.ts)", () => {
    const saved = { ...process.env };
    afterEach(() => {
      process.env = { ...saved };
      vi.resetModules();
    });
    const load = async (over: Record<string, string | undefined>) => {
      vi.resetModules();
      process.env = { ...saved, ...over };
      for (const [k, v] of Object.entries(over)) if (v === undefined) delete process.env[k];
      return (await import("@/lib/env")).env();
    };

    it("defaults to the documented address and no site", async () => {
      const e = await load({ SUPPORT_EMAIL: undefined, SUPPORT_URL: undefined });
      expect(e.SUPPORT_EMAIL).toBe(SUPPORT_EMAIL);
      expect(e.SUPPORT_URL).toBeUndefined();
    });

    it("takes the deployment's address and site", async () => {
      const e = await load({ SUPPORT_EMAIL: "care@acme.test", SUPPORT_URL: "https://help.acme.test" });
      expect(e.SUPPORT_EMAIL).toBe("care@acme.test");
      expect(e.SUPPORT_URL).toBe("https://help.acme.test");
    });

    it("an empty SUPPORT_URL is no site", async () => {
      expect((await load({ SUPPORT_URL: "" })).SUPPORT_URL).toBeUndefined();
    });

    it("refuses a malformed address or a non-web site at start, naming the variable", async () => {
      await expect(load({ SUPPORT_EMAIL: "not an address" })).rejects.toThrow(/SUPPORT_EMAIL: SUPPORT_EMAIL must be an e-mail address/);
      await expect(load({ SUPPORT_URL: "javascript:alert(1)" })).rejects.toThrow(/SUPPORT_URL/);
    });
  });
});
