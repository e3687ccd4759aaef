import "server-only";
// The Customers tab's data (spec 3 §3; P11 item 3): demographics, segmentation profiles, browsers and devices, and the
// geo report drawn as maps — all under the address's filters. The map shades respondents, or with `product=<id>` the
// sentiment score of that product; respondents per area are the same whichever product's question the geo report is
// read with (they count every selected respondent there, rated or not), so the respondents view reads it with the
// first rated product. The world map is zoomed on the countries respondents came from; the US states map shows when
// respondents came from the US. docs/decisions.md P9 #20–#21, P11 customers.
import { ratingsOf, sentimentScore, starCounts, type TStarCounts } from "@/lib/results/definitions";
import { boxesMeet, fitView, usState, viewBoxAttr, worldAtlasId } from "@/lib/results/geo-map";
import type { TCustomersData, TCustomersGeo, TCustomersGeoRow, TCustomersMap } from "@/lib/results/tabs/customers";
import type { TResultsProduct } from "@/lib/results/view";
import { reportBrowser } from "../../results/browser-report";
import { reportDemographics } from "../../results/demographics-report";
import { geoSentimentScoreReport, type TGeoFigures, type TGeoReport } from "../../results/geo-report";
import { usStateShapes, worldShapes } from "../../results/geo-shapes";
import { reportSegmentationProfiles } from "../../results/segmentation-report";
import type { TResultsLoadContext } from "./context";
import { prisma } from "../../db";
import type { TPointScale } from "@/lib/results/claims";

const share = (n: number, of: number) => (of ? (100 * n) / of : 0);
const productName = (p: TResultsProduct) => p.name || p.style_number || p.product_id;
const starsOf = (f: TGeoFigures): TStarCounts => starCounts((star) => f.stars.find((x) => x.star === star)?.count ?? 0);

function row(key: string, name: string, code: string | null, f: TGeoFigures, of: number, onMap: boolean): TCustomersGeoRow {
  return { key, name, code, respondents: f.respondents, share: share(f.respondents, of), ratings: f.count, score: f.score, onMap };
}

/** The world map: every country in the view, zoomed on those respondents came from. */
function worldMap(countries: TCustomersGeoRow[], ids: (string | null)[]): TCustomersMap {
  const world = worldShapes();
  const rowOf = new Map<string, number>();
  ids.forEach((id, i) => id && rowOf.set(id, i));
  const focus = world.shapes.filter((s) => (countries[rowOf.get(s.id) ?? -1]?.respondents ?? 0) > 0).map((s) => s.main);
  const view = fitView(focus, world);
  return {
    viewBox: viewBoxAttr(view),
    areas: world.shapes.filter((s) => boxesMeet(s.bounds, view)).map((s) => ({ id: s.id, name: s.name, d: s.d, row: rowOf.get(s.id) ?? null })),
  };
}

/**
 * The US states: the report's state names read as states (codes and names alike; two spellings of one state are
 * added up and scored together), then names that are no state, as given.
 */
function usStates(report: TGeoReport, us: TGeoReport["countries"][number]): { rows: TCustomersGeoRow[]; map: TCustomersMap } {
  const shapes = usStateShapes();
  const drawn = new Set(shapes.shapes.map((s) => s.id));
  const merged = new Map<string, { name: string; respondents: number; stars: TStarCounts }>();
  const others: TCustomersGeoRow[] = [];
  for (const s of us.states) {
    const state = usState(s.name);
    if (!state) {
      others.push(row(`other:${s.name}`, s.name, s.name, s, us.respondents, false));
      continue;
    }
    const m = merged.get(state.fips) ?? { name: state.name, respondents: 0, stars: [0, 0, 0, 0, 0] as TStarCounts };
    const stars = starsOf(s);
    merged.set(state.fips, { name: m.name, respondents: m.respondents + s.respondents, stars: starCounts((star) => m.stars[star - 1]! + stars[star - 1]!) });
  }
  const states = [...merged].map(([fips, m]): TCustomersGeoRow & { fips: string } => ({
    fips,
    key: fips,
    name: m.name,
    code: fips,
    respondents: m.respondents,
    share: share(m.respondents, us.respondents),
    ratings: ratingsOf(m.stars),
    score: sentimentScore(m.stars, report.version),
    onMap: drawn.has(fips),
  }));
  states.sort((a, b) => a.name.localeCompare(b.name, "en"));
  const rowOf = new Map(states.map((s, i) => [s.fips, i]));
  return {
    rows: [...states.map(({ fips: _fips, ...r }) => r), ...others],
    map: { viewBox: viewBoxAttr({ x: 0, y: 0, ...shapes }), areas: shapes.shapes.map((s) => ({ id: s.id, name: s.name, d: s.d, row: rowOf.get(s.id) ?? null })) },
  };
}

function geoOf(report: TGeoReport, product: TResultsProduct, rated: TResultsProduct[], measure: TCustomersGeo["measure"], unknownProduct: boolean): TCustomersGeo {
  const drawn = new Set(worldShapes().shapes.map((s) => s.id));
  const ids = report.countries.map((c) => worldAtlasId(c.code));
  const total = report.total.respondents;
  const countries = report.countries.map((c, i) => row(c.country_id ?? "unknown", c.name, c.code, c, total, ids[i] !== null && drawn.has(ids[i]!)));
  const us = report.countries.find((c) => c.code === "US" && c.respondents > 0);
  const states = us ? usStates(report, us) : null;
  return {
    measure,
    product: { product_id: product.product_id, name: productName(product) },
    products: rated.map((p) => ({ product_id: p.product_id, name: productName(p) })),
    unknownProduct,
    total: { respondents: total, ratings: report.total.count, score: report.total.score },
    countries,
    world: worldMap(countries, ids),
    states: states?.rows ?? [],
    us: states?.map ?? null,
    regions: report.countries.flatMap((c) =>
      c.regions.map((r) => ({ ...row(`${c.country_id ?? "unknown"}:${r.name}`, r.name, r.name, r, c.respondents, false), country: c.name })),
    ),
  };
}

/**
 * The points each answer of these (already authorised) demographic questions carries, for the pointable ones: the
 * points then read in the answers' words ("nearest 35–44", lib/results/claims.ts#pointsInWords).
 */
async function pointScales(ids: readonly string[]): Promise<Map<string, TPointScale>> {
  if (!ids.length) return new Map();
  const rows = await prisma.demographicQuestion.findMany({ where: { id: { in: [...ids] }, pointable: true }, select: { id: true, options: true, point_values: true } });
  return new Map(rows.filter((r) => r.point_values.length > 0).map((r) => [r.id, { options: r.options, point_values: r.options.map((_, i) => r.point_values[i] ?? null) }]));
}

export async function loadCustomers(ctx: TResultsLoadContext): Promise<TCustomersData> {
  const { access, view } = ctx;
  const filters = view.query.filters;
  const rated = view.products.filter((p) => p.question_id !== null);
  const asked = view.query.params.product;
  const chosen = asked === undefined ? undefined : rated.find((p) => p.product_id === asked);
  const geoProduct = chosen ?? rated[0];
  const [demographics, segmentation, clients, geo] = await Promise.all([
    reportDemographics(access, view.studyId, filters).then(async (report) => ({ report, scales: await pointScales(report.questions.map((q) => q.demographic_id)) })),
    reportSegmentationProfiles(access, view.studyId, filters),
    reportBrowser(access, view.studyId, filters),
    geoProduct ? geoSentimentScoreReport(access, view.studyId, geoProduct.question_id!, filters) : Promise.resolve(null),
  ]);
  return {
    total: demographics.report.total,
    demographics: demographics.report.questions.map((q) => ({
      id: q.demographic_id,
      title: q.dashboard_title || q.title,
      type: q.type,
      answered: q.answered,
      not_answered: q.not_answered,
      options: q.options.map((o) => ({ name: o.option, count: o.count, percentage: o.percentage })),
      points: q.points,
      ...(q.points && demographics.scales.has(q.demographic_id) ? { scale: demographics.scales.get(q.demographic_id)! } : {}),
    })),
    segmentation: {
      profiles: segmentation.profiles.map((p) => ({ name: p.profile_name, count: p.count, percentage: p.percentage })),
      unassigned: segmentation.unassigned,
    },
    browsers: clients.browsers,
    devices: clients.devices,
    geo: geo && geoProduct ? geoOf(geo, geoProduct, rated, chosen ? "score" : "respondents", asked !== undefined && !chosen) : null,
  };
}
