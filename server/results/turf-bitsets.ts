import "server-only";
// Line efficiency (TURF, P9 item 5; spec 3 §2 tab=line-efficiency-graph): the products of a study as bitsets over its
// respondents, built in ONE SQL statement over the respondents' rating vectors (rating-vectors.ts). Respondents: counted (completed, not previews) and selected by the filter,
// who rated at least one of the given products (the reach denominator); each gets an ordinal 0…n−1. A product's bit
// for a respondent is set when they rated it at least `threshold` stars. PostgreSQL ORs the bits into 32-bit words
// (bit_or per product and word) and concatenates each product's words, zeros included, into one bytea (int4send:
// big-endian), sent as base64 (PostgreSQL's line breaks are skipped by Node's decoder); Node decodes it natively and
// reads the words into a Uint32Array per product. Docs: docs/decisions.md P9 (TURF).
import type { TBitset } from "@/lib/results/turf";
import { prisma, type Tx } from "../db";
import { ratingSlots } from "./rating-vectors";
import { COUNTED, type TRespondentFilter } from "./respondent-filter";

export interface TTurfBitsets {
  /** Counted respondents the filter selects who rated at least one of the products. */
  respondents: number;
  /** One per product, in the order of `products`: bit r set = respondent r rated it ≥ threshold. */
  sets: TBitset[];
}

interface TRow {
  respondents: number;
  words: number;
  /** The product's words, big-endian, as base64 text (Prisma's raw query with the pg adapter fails on a bytea column). */
  bits: string | null;
}

/** Reads `words` big-endian 32-bit words (int4send) into a fresh, transferable Uint32Array. */
function decodeWords(base64: string | null, words: number): TBitset {
  const out = new Uint32Array(words);
  if (words === 0) return out;
  const bytes = base64 === null ? null : Buffer.from(base64, "base64");
  if (!bytes || bytes.byteLength !== words * 4) throw new Error(`turf bitsets: expected ${words * 4} bytes, got ${bytes?.byteLength ?? 0}`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < words; i++) out[i] = view.getUint32(i * 4);
  return out;
}

export async function turfBitsets(surveyId: string, products: readonly string[], filter: TRespondentFilter, threshold: number, db: Tx = prisma): Promise<TTurfBitsets> {
  if (products.length === 0) return { respondents: 0, sets: [] };
  const ids = [...products];
  const slots = await ratingSlots(surveyId, ids, db);
  const rows = await db.$queryRaw<TRow[]>`
    -- One row per respondent (their rating vector, rating-vectors.ts); ordinals in scan order (the reach of a set does
    -- not depend on them). A slot of 0 (a product nobody rated) reads as NULL: never rated, no bit.
    WITH people AS MATERIALIZED (
      SELECT r.ratings, (row_number() OVER () - 1)::int AS ord
      FROM "Respondent" r
      WHERE r.survey_id = ${surveyId} AND ${COUNTED} AND (${filter.where})
        AND EXISTS (SELECT 1 FROM unnest(${slots}::int[]) AS s(slot) WHERE r.ratings[s.slot] > 0)
    ),
    size AS (SELECT count(*)::int AS n, ((count(*) + 31) / 32)::int AS words FROM people),
    words AS (
      SELECT i.idx, p.ord >> 5 AS w, bit_or(1 << (p.ord & 31)) AS bits
      FROM people p
      CROSS JOIN unnest(${slots}::int[]) WITH ORDINALITY AS i(slot, idx)
      WHERE p.ratings[i.slot] >= ${threshold}
      GROUP BY 1, 2
    )
    SELECT s.n AS respondents, s.words,
           encode(string_agg(int4send(coalesce(wd.bits, 0)), ''::bytea ORDER BY g.w) FILTER (WHERE g.w IS NOT NULL), 'base64') AS bits
    FROM generate_series(1, ${ids.length}::int) AS pi(idx)
    CROSS JOIN size s
    LEFT JOIN LATERAL generate_series(0, s.words - 1) AS g(w) ON TRUE
    LEFT JOIN words wd ON wd.idx = pi.idx AND wd.w = g.w
    GROUP BY pi.idx, s.n, s.words
    ORDER BY pi.idx`;
  const respondents = rows[0]?.respondents ?? 0;
  return { respondents, sets: rows.map((r) => decodeWords(r.bits, r.words)) };
}
