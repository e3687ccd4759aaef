// The survey a respondent gets from start (server/survey/live-payload.ts): study texts with defaults, brand style,
// privacy disclaimer, intros with safe video ids and sanitised text, product cards with hidden fields and prices in
// the country's currency, follow-ups, per-country segmentation options, and the respondent's language.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { LIVE_DEFAULTS, privacyText } from "@/lib/survey/messages";
import type { TLiveSession, TLiveStartResult } from "@/lib/survey/wire";
import { prisma } from "@/server/db";
import { liveWelcomePage } from "@/server/survey/live-payload";
import * as startRoute from "@/app/api/v1/live/[shortId]/start/route";
import { call } from "../support/factories";
import { IMG, liveStudy } from "./fixtures";

async function start(shortId: string, params: Record<string, string> = {}): Promise<TLiveSession> {
  const res = await call(startRoute.POST, { method: "POST", params: { shortId }, json: { params }, headers: { "x-client-address": `10.7.${randomBytes(1)[0]}.${randomBytes(1)[0]}` } });
  const r = res.json.results as TLiveStartResult;
  if (r.status !== "partial") throw new Error(`no session: ${JSON.stringify(res.json)}`);
  return r.session;
}

describe("study texts, style and privacy", () => {
  it("uses the study's texts, LIVE_DEFAULTS for blank ones, and the brand's style with the study logo first", async () => {
    const { survey, brandId } = await liveStudy();
    await prisma.survey.update({
      where: { id: survey.id },
      data: {
        welcome_button_text: "  ",
        exit_message: null,
        welcome: { desktop: "https://cdn.example.com/w-d.png", mobile: "https://cdn.example.com/w-m.png", css_position: "center top", css_size: "cover;}body{x" },
        style_header_logo: "https://cdn.example.com/study-logo.png",
      },
    });
    await prisma.brand.update({
      where: { id: brandId },
      data: { style: { accent: "#ff6600", primary: "rgb(10, 20, 30)", secondary: "red;}body{display:none", header_logo: "https://cdn.example.com/brand.png", css_override: "h1{color:red}</style><script>alert(1)</script>" } },
    });
    const s = (await start(survey.short_id)).survey;
    expect(s.welcome).toEqual({
      header: "Hello there",
      message: "Rate a few products.",
      button_text: LIVE_DEFAULTS.welcomeButton,
      image: { desktop: "https://cdn.example.com/w-d.png", mobile: "https://cdn.example.com/w-m.png" },
      css_position: "center top",
      css_size: null,
    });
    expect(s.exit).toEqual({ header: "All done", message: LIVE_DEFAULTS.exitMessage, button_text: LIVE_DEFAULTS.exitButton, button_url: "https://example.com/thanks" });
    expect(s.style).toMatchObject({ accent: "#ff6600", primary: "rgb(10, 20, 30)", secondary: null, logo: "https://cdn.example.com/study-logo.png" });
    expect(s.style.css_override).toContain("h1{color:red}");
    expect(s.style.css_override).not.toMatch(/<\/style|<script/i);
    expect(s.brand_name).toMatch(/^Brand /);
    expect(s.privacy).toBeNull();
  });

  it("shows the privacy disclaimer to CRM respondents only, with the brand name only when asked", async () => {
    const { survey, brandId } = await liveStudy();
    const brand = await prisma.brand.findUniqueOrThrow({ where: { id: brandId } });
    await prisma.survey.update({ where: { id: survey.id }, data: { show_privacy_disclaimer_for_crm: true } });
    expect((await start(survey.short_id, { audience: "crm" })).survey.privacy).toEqual({ text: privacyText(null, null) });
    expect((await start(survey.short_id, { audience: "panel" })).survey.privacy).toBeNull();
    await prisma.survey.update({ where: { id: survey.id }, data: { show_brand_name_in_privacy_disclaimer: true } });
    const named = (await start(survey.short_id, { audience: "crm" })).survey.privacy!;
    expect(named.text).toContain(brand.name);
    await prisma.brand.update({ where: { id: brandId }, data: { disclaimer: "Our own words." } });
    expect((await start(survey.short_id, { audience: "crm" })).survey.privacy).toEqual({ text: "Our own words." });
  });
});

describe("intros", () => {
  it("keeps youtube/vimeo videos with safe ids only and sanitises the intro text", async () => {
    const { survey, products } = await liveStudy({ products: 2 });
    await prisma.survey.update({
      where: { id: survey.id },
      data: { intro: { type: "youtube", title: "Watch", text: '<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script><a href="https://x">link</a><img src=x></p>', button_text: "Go", images: [IMG], video: { youtube_id: "dQw4w9WgXcQ", vimeo_id: null } } },
    });
    await prisma.question.update({ where: { id: products[0]!.questionId }, data: { intro: { type: "vimeo", title: "Look", text: "", button_text: "", images: [], video: { vimeo_id: '1"><script>', youtube_id: null } } } });
    await prisma.question.update({ where: { id: products[1]!.questionId }, data: { intro: { type: "image", title: "", text: "<ul><li>One</li></ul>", button_text: "", images: [IMG], video: { vimeo_id: null, youtube_id: null } } } });
    const s = (await start(survey.short_id)).survey;
    expect(s.intro).toEqual({ type: "youtube", title: "Watch", text_html: "<p>Hi <strong>there</strong>link</p>", button_text: "Go", images: [], video: { provider: "youtube", id: "dQw4w9WgXcQ" } });
    expect(s.products[0]!.question.intro).toMatchObject({ type: "vimeo", title: "Look", video: null });
    expect(s.products[1]!.question.intro).toEqual({ type: "image", title: null, text_html: "<ul><li>One</li></ul>", button_text: null, images: [{ desktop: IMG.desktop, mobile: IMG.mobile }], video: null });
  });
});

describe("product cards", () => {
  it("hides fields by the study's hide_all_product_* and the question's disable_product_* flags", async () => {
    const { survey, products } = await liveStudy({ products: 2 });
    await prisma.product.updateMany({ where: { id: { in: products.map((p) => p.id) } }, data: { colors: "Red", fit: "Slim", materials: "Cotton", features: "Pockets", description: '<p>Soft <script>x</script><a href="javascript:alert(1)">x</a></p>' } });
    await prisma.survey.update({ where: { id: survey.id }, data: { hide_all_product_colors: true } });
    await prisma.question.update({ where: { id: products[1]!.questionId }, data: { disable_product_title: true, disable_product_pricing: true, disable_product_description: true } });
    const [a, b] = (await start(survey.short_id)).survey.products;
    expect(a).toMatchObject({ name: expect.stringMatching(/^Product 0/), price: "$50.00", colors: null, fit: "Slim", materials: "Cotton", features: "Pockets", images: [{ desktop: IMG.desktop, mobile: IMG.mobile }] });
    expect(a!.description_html).toContain("Soft");
    expect(a!.description_html).not.toMatch(/script|javascript/);
    expect(b).toMatchObject({ name: null, price: null, colors: null, fit: "Slim", description_html: null });
  });

  it("prices in the respondent country's currency: entered conversion, else the exchange rate", async () => {
    const { survey, products } = await liveStudy({ products: 2, countries: ["US", "FR"] });
    const fr = await prisma.country.findUniqueOrThrow({ where: { code: "FR" } });
    await prisma.surveyCountry.update({ where: { survey_id_country_id: { survey_id: survey.id, country_id: fr.id } }, data: { exchange_rate: 0.9 } });
    await prisma.surveyProduct.update({ where: { survey_id_product_id: { survey_id: survey.id, product_id: products[1]!.id } }, data: { additional_price_conversions: { FR: 39.5 } } });
    const us = (await start(survey.short_id, { country: "US" })).survey.products.map((p) => p.price);
    const eu = (await start(survey.short_id, { country: "FR" })).survey.products.map((p) => p.price);
    expect(us).toEqual(["$50.00", "$50.00"]);
    expect(eu).toEqual(["€45.00", "€39.50"]);
  });

  it("carries the star question's text and labels and both sides of each follow-up", async () => {
    const { survey, products } = await liveStudy({ products: 1 });
    await prisma.question.update({ where: { id: products[0]!.questionId }, data: { star_low: "", star_high: "Yes!", followup_manual_ordering: true } });
    const q = (await start(survey.short_id)).survey.products[0]!.question;
    expect(q).toMatchObject({ id: products[0]!.questionId, text: "Would you buy product 0?", star_low: LIVE_DEFAULTS.starLow, star_high: "Yes!", required: true });
    expect(q.follow_ups.map((f) => [f.id, f.type, f.fire_positive, f.fire_negative])).toEqual([
      [products[0]!.choiceId, "choice", true, true],
      [products[0]!.multiId, "multi", true, false],
      [products[0]!.textId, "text", true, true],
    ]);
    const choice = q.follow_ups[0]!;
    expect(choice.positive.title).toBe("What do you like most?");
    expect(choice.negative.title).toBe("What would you change?");
    // Shuffled per respondent (randomisation is on by default), ids are source indexes.
    expect(choice.positive.options.map((o) => [o.id, o.label]).sort()).toEqual([["0", "Colour"], ["1", "Fit"], ["2", "Price"]]);
    expect(q.follow_ups[2]!.positive.options).toEqual([]);
  });

  it("asks follow-ups in manual order when the question says so, else in a shuffled order per respondent", async () => {
    const { survey, products } = await liveStudy({ products: 1 });
    const stored = [products[0]!.choiceId, products[0]!.multiId, products[0]!.textId];
    const orders = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const ids = (await start(survey.short_id)).survey.products[0]!.question.follow_ups.map((f) => f.id);
      expect([...ids].sort()).toEqual([...stored].sort());
      orders.add(ids.join());
    }
    // Shuffled: twelve respondents do not all get the stored order (the chance of that is (1/6)^11).
    expect(orders.size).toBeGreaterThan(1);
    await prisma.question.update({ where: { id: products[0]!.questionId }, data: { followup_manual_ordering: true } });
    for (let i = 0; i < 3; i++) {
      expect((await start(survey.short_id)).survey.products[0]!.question.follow_ups.map((f) => f.id)).toEqual(stored);
    }
  });

  it("a product whose question is disabled, or that is disabled in the study, is never assigned", async () => {
    const { survey, products } = await liveStudy({ products: 3 });
    await prisma.question.update({ where: { id: products[0]!.questionId }, data: { disabled: true } });
    await prisma.surveyProduct.update({ where: { survey_id_product_id: { survey_id: survey.id, product_id: products[1]!.id } }, data: { disabled: true } });
    expect((await start(survey.short_id)).survey.products.map((p) => p.id)).toEqual([products[2]!.id]);
  });
});

describe("segmentation", () => {
  it("offers each country its options and shows image questions' images", async () => {
    const { survey, segments, brandId } = await liveStudy({ segmentation: true, countries: ["US", "FR"] });
    await prisma.demographicQuestion.update({ where: { id: segments.age! }, data: { country_options: { us: [true, false, true, true] } } });
    const pic = await prisma.demographicQuestion.create({
      data: { brand_id: brandId, type: "image", title: "Pick a style", show_as_dropdown: false, images: [{ label: "Classic", ...IMG }, { label: "Sporty", original: IMG.original, desktop: IMG.desktop, mobile: IMG.mobile }] },
    });
    await prisma.surveyDemographic.create({ data: { survey_id: survey.id, demographic_id: pic.id, order: 3 } });
    const us = (await start(survey.short_id, { country: "US" })).survey.segments;
    const fr = (await start(survey.short_id, { country: "FR" })).survey.segments;
    expect(us.map((s) => s.id)).toEqual([segments.age, segments.channels, segments.comment, pic.id]);
    expect(us[0]).toMatchObject({ type: "choice", title: "What is your age?", required: true, dropdown: false });
    expect(us[0]!.options.map((o) => o.id)).toEqual(["0", "2", "3"]);
    expect(fr[0]!.options.map((o) => o.id)).toEqual(["0", "1", "2", "3"]);
    expect(us[2]).toMatchObject({ type: "text", options: [] });
    expect(us[3]!.options).toEqual([
      { id: "0", label: "Classic", image: { desktop: IMG.desktop, mobile: IMG.mobile } },
      { id: "1", label: "Sporty", image: { desktop: IMG.desktop, mobile: IMG.mobile } },
    ]);
  });
});

describe("language", () => {
  async function translatedStudy() {
    const study = await liveStudy({ products: 1, countries: ["US", "FR", "DE"], segmentation: true });
    const { survey, products, segments } = study;
    const p = products[0]!;
    await prisma.surveyTranslation.createMany({
      data: [
        ["study:welcome_header", "Hello there", "Bonjour"],
        ["study:exit_header", "All done", "Terminé"],
        [`question:${p.questionId}:text`, "Would you buy product 0?", "Achèteriez-vous ?"],
        [`followup:${p.choiceId}:positive.options.0`, "Colour", "Couleur"],
        [`demographic:${segments.age}:title`, "What is your age?", "Quel âge avez-vous ?"],
        [`product:${p.id}:name`, "x", "Nom de la trad. d'étude"],
      ].map(([key, source, text]) => ({ survey_id: survey.id, language: "fr", key: key!, source: source!, text: text! })),
    });
    await prisma.productTranslation.create({ data: { product_id: p.id, language: "fr", fields: { name: "Produit zéro" } } });
    return study;
  }

  it("a translated country gets its language; the language is recorded", async () => {
    const { survey, products } = await translatedStudy();
    const fr = await prisma.country.findUniqueOrThrow({ where: { code: "FR" } });
    await prisma.surveyCountry.update({ where: { survey_id_country_id: { survey_id: survey.id, country_id: fr.id } }, data: { translated_at: new Date() } });
    const s = await start(survey.short_id, { country: "FR" });
    expect(s.survey.language).toBe("fr");
    expect(s.survey.welcome.header).toBe("Bonjour");
    expect(s.survey.welcome.message).toBe("Rate a few products.");
    expect(s.survey.exit.header).toBe("Terminé");
    const product = s.survey.products[0]!;
    expect(product.name).toBe("Produit zéro");
    expect(product.question.text).toBe("Achèteriez-vous ?");
    expect(product.question.follow_ups.find((f) => f.type === "choice")!.positive.options.find((o) => o.id === "0")!.label).toBe("Couleur");
    expect(s.survey.segments[0]!.title).toBe("Quel âge avez-vous ?");
    expect((await prisma.respondent.findUniqueOrThrow({ where: { id: s.respondent._id } })).language).toBe("fr");
    expect(products).toHaveLength(1);
  });

  it("an untranslated country gets the study language; a `lang` the study has wins; an unknown `lang` is ignored", async () => {
    const { survey } = await translatedStudy();
    expect((await start(survey.short_id, { country: "FR" })).survey.language).toBe("en");
    const viaLang = await start(survey.short_id, { country: "US", lang: "FR" });
    expect(viaLang.survey).toMatchObject({ language: "fr", welcome: { header: "Bonjour" } });
    expect((await start(survey.short_id, { country: "DE", lang: "de" })).survey).toMatchObject({ language: "en", welcome: { header: "Hello there" } });
  });

  it("the welcome page is in the same language, open only for Active studies, null for unknown ids", async () => {
    const { survey } = await translatedStudy();
    const fr = await prisma.country.findUniqueOrThrow({ where: { code: "FR" } });
    await prisma.surveyCountry.update({ where: { survey_id_country_id: { survey_id: survey.id, country_id: fr.id } }, data: { translated_at: new Date() } });
    const page = await liveWelcomePage(survey.short_id, { country: "fr" });
    expect(page).toMatchObject({ open: true, survey: { short_id: survey.short_id, language: "fr", welcome: { header: "Bonjour", button_text: LIVE_DEFAULTS.welcomeButton } } });
    expect((await liveWelcomePage(survey.short_id, {}))?.survey.language).toBe("en");
    await prisma.survey.update({ where: { id: survey.id }, data: { status: "Closed" } });
    expect((await liveWelcomePage(survey.short_id, {}))?.open).toBe(false);
    expect(await liveWelcomePage("nope-nope", {})).toBeNull();
  });
});
