// What the snip tests share: GraphQL documents of every snip call, snip and comment rows written straight to the
// worker's database (for pagination with chosen dates), and a recorder of the live comment events.
import { newId } from "@/lib/ids";
import type { TSnipComment, TSnip } from "@/lib/snips/wire";
import { prisma } from "@/server/db";
import { pubsub } from "@/server/realtime/pubsub";
import { SNIP_COMMENT_TOPIC, type TSnipCommentEvent } from "@/server/snips/events";
import { gql, type TGqlAnswer } from "../support/product-factories";

export const PERSON = "_id first_name last_name email profile_image_url department";
export const SNIP_FIELDS = `_id survey { _id title } assortment_id img title keyInsight key_insight_updated filters
  creator { ${PERSON} } date_created date_modified comment_count is_creator`;
export const COMMENT_FIELDS = `_id snip_id content date_created content_updated author { ${PERSON} } is_author`;

/** The first error of an answer: its code and text. */
export const errorOf = (a: Pick<TGqlAnswer<unknown>, "errors">) => ({ code: a.errors?.[0]?.extensions?.code, message: a.errors?.[0]?.message });

export interface TSnipVars {
  survey_id?: string;
  title?: string;
  key_insight?: string | null;
  filters?: unknown;
}

export const api = (brandId: string) => ({
  create: (token: string, v: TSnipVars & { survey_id: string }) =>
    gql<{ createSnip: TSnip }>(
      token,
      `mutation($b: ID!, $s: ID!, $t: String!, $k: String, $f: ResultsFilterInput) {
        createSnip(brand_id: $b, survey_id: $s, title: $t, key_insight: $k, filters: $f) { ${SNIP_FIELDS} } }`,
      { b: brandId, s: v.survey_id, t: v.title ?? "A snip", k: v.key_insight, f: v.filters },
    ),
  snips: (token: string, assortmentId: string, page: { limit?: number; offset?: number } = {}) =>
    gql<{ snips: { results: TSnip[]; total: number } }>(
      token,
      `query($a: ID!, $b: ID!, $l: Int, $o: Int) { snips(assortment_id: $a, brand_id: $b, limit: $l, offset: $o) { results { ${SNIP_FIELDS} } total } }`,
      { a: assortmentId, b: brandId, l: page.limit, o: page.offset },
    ),
  surveySnips: (token: string, surveyId: string, page: { limit?: number; offset?: number } = {}) =>
    gql<{ surveySnips: { results: TSnip[]; total: number } }>(
      token,
      `query($s: ID!, $b: ID!, $l: Int, $o: Int) { surveySnips(survey_id: $s, brand_id: $b, limit: $l, offset: $o) { results { ${SNIP_FIELDS} } total } }`,
      { s: surveyId, b: brandId, l: page.limit, o: page.offset },
    ),
  snip: (token: string, id: string) =>
    gql<{ snip: TSnip }>(token, `query($id: ID!, $b: ID!) { snip(_id: $id, brand_id: $b) { ${SNIP_FIELDS} } }`, { id, b: brandId }),
  update: (token: string, snip: { _id: string; title?: string | null; keyInsight?: string | null; date_modified?: string | null }) =>
    gql<{ updateSnip: TSnip }>(token, `mutation($s: SnipUpdateInput!, $b: ID!) { updateSnip(snip: $s, brand_id: $b) { ${SNIP_FIELDS} } }`, { s: snip, b: brandId }),
  remove: (token: string, id: string) => gql<{ deleteSnip: string }>(token, `mutation($id: ID!, $b: ID!) { deleteSnip(_id: $id, brand_id: $b) }`, { id, b: brandId }),
  comments: (token: string, snipId: string, page: { limit?: number; offset?: number } = {}) =>
    gql<{ snipComments: { results: TSnipComment[]; total: number } }>(
      token,
      `query($s: ID!, $b: ID!, $l: Int, $o: Int) { snipComments(snip_id: $s, brand_id: $b, limit: $l, offset: $o) { results { ${COMMENT_FIELDS} } total } }`,
      { s: snipId, b: brandId, l: page.limit, o: page.offset },
    ),
  addComment: (token: string, snipId: string, content: string) =>
    gql<{ addCommentToSnip: TSnipComment }>(
      token,
      `mutation($s: ID!, $b: ID!, $c: String!) { addCommentToSnip(snip_id: $s, brand_id: $b, content: $c) { ${COMMENT_FIELDS} } }`,
      { s: snipId, b: brandId, c: content },
    ),
  updateComment: (token: string, commentId: string, content: string) =>
    gql<{ updateSnipComment: TSnipComment }>(
      token,
      `mutation($c: ID!, $b: ID!, $t: String!) { updateSnipComment(comment_id: $c, brand_id: $b, content: $t) { ${COMMENT_FIELDS} } }`,
      { c: commentId, b: brandId, t: content },
    ),
  deleteComment: (token: string, commentId: string) =>
    gql<{ deleteSnipComment: { _id: string; snip_id: string; comment_count: number } }>(
      token,
      `mutation($c: ID!, $b: ID!) { deleteSnipComment(comment_id: $c, brand_id: $b) { _id snip_id comment_count } }`,
      { c: commentId, b: brandId },
    ),
});

/** A snip written straight to the database (the brand and assortment of its study), with a chosen creation time. */
export async function snipRow(surveyId: string, creatorId: string | null, o: { title?: string; date_created?: Date } = {}) {
  const study = await prisma.survey.findUniqueOrThrow({ where: { id: surveyId }, select: { brand_id: true, assortment_id: true } });
  return prisma.snip.create({
    data: {
      id: newId(),
      brand_id: study.brand_id,
      survey_id: surveyId,
      assortment_id: study.assortment_id,
      creator_id: creatorId,
      title: o.title ?? `Snip ${newId().slice(-5)}`,
      ...(o.date_created ? { date_created: o.date_created } : {}),
    },
  });
}

export async function commentRow(snipId: string, authorId: string | null, content: string, date_created?: Date) {
  return prisma.comment.create({ data: { id: newId(), snip_id: snipId, author_id: authorId, content, ...(date_created ? { date_created } : {}) } });
}

/**
 * Records the live comment events this worker's database delivers. settle() makes one known write and waits for its
 * event: NOTIFY delivers in commit order, so every event of an earlier commit has arrived by then.
 */
export function eventRecorder() {
  const seen: TSnipCommentEvent[] = [];
  let off: (() => void) | null = null;
  return {
    async start() {
      await pubsub().start();
      off = pubsub().on(SNIP_COMMENT_TOPIC, (e) => seen.push(e.payload as TSnipCommentEvent));
    },
    async stop() {
      off?.();
      await pubsub().close();
    },
    /** Waits until every earlier commit's events are in (through `marker`, a write whose event has this comment id). */
    async settle(marker: () => Promise<string>) {
      const id = await marker();
      const until = Date.now() + 5_000;
      while (!seen.some((e) => e.comment_id === id)) {
        if (Date.now() > until) throw new Error("the marker's event never arrived");
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    /** The events of one snip since the last take, removed from the record. */
    take(snipId: string): TSnipCommentEvent[] {
      const mine = seen.filter((e) => e.snip_id === snipId);
      for (const e of mine) seen.splice(seen.indexOf(e), 1);
      return mine;
    },
  };
}
