import "server-only";
// audiences[] of the wizard save (spec 2 §3 "Audience", §4 audience types, §5 country/audience and redirect URL
// rules, §6 admin-only panel provider and redirect URLs, §9 lucid default). Runs inside save-study's transaction
// after the countries: every check happens before the first write, so a refusal (400 / 403) changes nothing.
//
// Rules (docs/contracts/p5-builder.md):
// - each row's country is a study country, or the brand's default country (its SurveyCountry row is then created:
//   a fresh study may have none yet); every study country keeps at least one row;
// - (country, type, consumer profile) appears once; a profile is a consumer profile of the brand that is not
//   archived, or one this study's rows already use (a profile archived after it was chosen stays saveable);
// - panel_provider applies to panel rows (others store none); null keeps the provider of the stored row with the
//   same country, type and profile, else lucid;
// - redirect links: a non-empty value must be http(s)://x.y (isValidRedirectUrl) else 400 "Enter a valid URL.";
//   they are stored only on toluna rows; an omitted key keeps the stored row's link, null clears it;
// - non-admins may not change providers or links: a kept row (same country, type, profile) keeps its stored ones;
//   a new row carries the defaults (lucid / none) or a provider and links a stored row of the same country and type
//   already has (so a non-admin may switch a toluna row to another, unused profile).
// Stored rows matching (country, type, profile) are updated in place, keeping their ids (respondents stay linked).
import type { TStudySave } from "@/lib/builder/study";
import { DEFAULT_PANEL_PROVIDER, isValidRedirectUrl, REDIRECT_LINK_KEYS, type TRedirectLinkKey } from "@/lib/study-rules/audiences";
import { AUDIENCE_MSG } from "@/lib/study-rules/messages";
import type { Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { forbidden, invalid, type TInvalidParam } from "../errors";

type TRows = NonNullable<TStudySave["audiences"]>;
type TLinks = Record<TRedirectLinkKey, string | null>;

const code = (c: string) => c.trim().toUpperCase();
const keyOf = (countryId: string, type: string, profile: string | null) => `${countryId}|${type}|${profile ?? ""}`;

/** Inside the wizard save's transaction; the caller holds survey.write. */
export async function saveAudiences(tx: Tx, access: TBrandAccess, surveyId: string, audiences: TRows): Promise<void> {
  const [brand, surveyCountries, stored, providers] = await Promise.all([
    tx.brand.findUnique({ where: { id: access.brandId }, select: { default_country: { select: { id: true, code: true } } } }),
    tx.surveyCountry.findMany({ where: { survey_id: surveyId }, select: { country_id: true, order: true, country: { select: { code: true } } } }),
    tx.audience.findMany({ where: { survey_id: surveyId }, include: { panel_provider: { select: { name: true } } } }),
    tx.panelProvider.findMany({ select: { id: true, name: true } }),
  ]);
  const countryIds = new Map(surveyCountries.map((sc) => [code(sc.country.code), sc.country_id]));
  const defaultCountry = brand?.default_country ?? null;

  // 1. Countries: a study country, or the brand default (added to the study below).
  const problems: TInvalidParam[] = [];
  let addDefault = false;
  const rowCountry = audiences.map((a, i) => {
    const id = countryIds.get(code(a.country));
    if (id) return id;
    if (defaultCountry && code(defaultCountry.code) === code(a.country)) {
      addDefault = true;
      return defaultCountry.id;
    }
    problems.push({ name: `audiences.${i}.country`, reason: AUDIENCE_MSG.unknownCountry(code(a.country)) });
    return "";
  });
  if (problems.length) throw invalid(problems[0]!.reason, problems);

  // 2. Every study country keeps at least one row.
  const withRows = new Set(rowCountry);
  const bare = surveyCountries.filter((sc) => !withRows.has(sc.country_id));
  if (bare.length) {
    throw invalid(AUDIENCE_MSG.countryNeedsRow(bare[0]!.country.code), bare.map((sc) => ({ name: "audiences", reason: AUDIENCE_MSG.countryNeedsRow(sc.country.code) })));
  }

  // 3. No duplicate (country, type, profile).
  const seen = new Set<string>();
  audiences.forEach((a, i) => {
    const k = keyOf(rowCountry[i]!, a.audience_type, a.consumer_profile);
    if (seen.has(k)) problems.push({ name: `audiences.${i}`, reason: AUDIENCE_MSG.duplicateRow });
    seen.add(k);
  });
  if (problems.length) throw invalid(AUDIENCE_MSG.duplicateRow, problems);

  // 4. Consumer profiles of the brand (live, or already on this study's rows).
  const profileIds = [...new Set(audiences.map((a) => a.consumer_profile).filter((p): p is string => !!p))];
  if (profileIds.length) {
    const usedHere = new Set(stored.map((s) => s.consumer_profile_id).filter((p): p is string => !!p));
    const found = await tx.consumerProfile.findMany({ where: access.where({ id: { in: profileIds } }), select: { id: true, archived: true } });
    const ok = new Set(found.filter((p) => !p.archived || usedHere.has(p.id)).map((p) => p.id));
    audiences.forEach((a, i) => {
      if (a.consumer_profile && !ok.has(a.consumer_profile)) problems.push({ name: `audiences.${i}.consumer_profile`, reason: AUDIENCE_MSG.unknownProfile });
    });
    if (problems.length) throw invalid(AUDIENCE_MSG.unknownProfile, problems);
  }

  // 5. Redirect links: a non-empty value must be a valid URL (on any row; stored on toluna rows only).
  audiences.forEach((a, i) => {
    for (const k of REDIRECT_LINK_KEYS) {
      const v = a.redirect_links?.[k];
      if (v && v.trim() && !isValidRedirectUrl(v)) problems.push({ name: `audiences.${i}.redirect_links.${k}`, reason: AUDIENCE_MSG.invalidUrl });
    }
  });
  if (problems.length) throw invalid(AUDIENCE_MSG.invalidUrl, problems);

  // 6. Resolve provider and links against the stored row of the same key.
  const storedByKey = new Map(stored.map((s) => [keyOf(s.country_id, s.audience_type, s.consumer_profile_id), s]));
  const storedLinks = (s: (typeof stored)[number] | undefined): TLinks => ({
    complete: s?.redirect_complete ?? null,
    terminate: s?.redirect_terminate ?? null,
    quota_full: s?.redirect_quota_full ?? null,
  });
  const next = audiences.map((a, i) => {
    const prev = storedByKey.get(keyOf(rowCountry[i]!, a.audience_type, a.consumer_profile));
    const provider = a.audience_type === "panel" ? (a.panel_provider ?? prev?.panel_provider?.name ?? DEFAULT_PANEL_PROVIDER) : null;
    const before = storedLinks(prev);
    const links = Object.fromEntries(
      REDIRECT_LINK_KEYS.map((k) => {
        const given = a.redirect_links?.[k];
        const value = given === undefined ? before[k] : given?.trim() ? given.trim() : null;
        return [k, provider === "toluna" ? value : null];
      }),
    ) as TLinks;
    return { row: a, countryId: rowCountry[i]!, prev, provider, links };
  });

  // 7. Non-admins: a kept row (same country, type, profile) keeps its provider and links; a new row has the
  //    defaults or a provider and links a stored row of the same country and type has.
  if (!access.actor.is_admin) {
    const sig = (provider: string | null, links: TLinks) => JSON.stringify([provider, REDIRECT_LINK_KEYS.map((k) => links[k])]);
    const storedSig = (s: (typeof stored)[number]) => {
      const provider = s.audience_type === "panel" ? (s.panel_provider?.name ?? DEFAULT_PANEL_PROVIDER) : null;
      return sig(provider, storedLinks(provider === "toluna" ? s : undefined));
    };
    const none: TLinks = { complete: null, terminate: null, quota_full: null };
    const refused = next.filter((n) => {
      const mine = sig(n.provider, n.links);
      if (n.prev) return mine !== storedSig(n.prev);
      if (mine === sig(n.row.audience_type === "panel" ? DEFAULT_PANEL_PROVIDER : null, none)) return false;
      return !stored.some((s) => s.country_id === n.countryId && s.audience_type === n.row.audience_type && storedSig(s) === mine);
    });
    if (refused.length) throw forbidden(AUDIENCE_MSG.adminOnly);
  }

  // Writes.
  if (addDefault && defaultCountry && !countryIds.has(code(defaultCountry.code))) {
    const first = surveyCountries.reduce((m, sc) => Math.min(m, sc.order), 1);
    await tx.surveyCountry.create({ data: { survey_id: surveyId, country_id: defaultCountry.id, order: Math.min(0, first - 1), exchange_rate: 1 } });
  }
  const providerId = new Map(providers.map((p) => [p.name, p.id]));
  const kept = new Set<string>();
  for (const [order, n] of next.entries()) {
    const data = {
      order,
      panel_provider_id: n.provider ? (providerId.get(n.provider) ?? null) : null,
      redirect_complete: n.links.complete,
      redirect_terminate: n.links.terminate,
      redirect_quota_full: n.links.quota_full,
    };
    if (n.prev) {
      kept.add(n.prev.id);
      await tx.audience.update({ where: { id: n.prev.id }, data });
    } else {
      const created = await tx.audience.create({
        data: { ...data, survey_id: surveyId, country_id: n.countryId, audience_type: n.row.audience_type, consumer_profile_id: n.row.consumer_profile },
        select: { id: true },
      });
      kept.add(created.id);
    }
  }
  await tx.audience.deleteMany({ where: { survey_id: surveyId, id: { notIn: [...kept] } } });
}
