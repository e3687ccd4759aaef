import "server-only";
// POST …/survey/{s}/create_share {scope, label?, expires_at?, reuse?} (spec 3 §7; P13 item 2, P15 item 6): a link to
// the study's results or learnings report. With `reuse` (Copy share link) the brand's newest active link of that scope
// (not revoked, not expired) is answered again when its token can be recovered; otherwise, and always without `reuse`
// (New link), a new link is made: 32 random bytes, stored as their sha256 for lookups (server/access/share-viewer.ts)
// and sealed for reuse (./token-box.ts). A label is plain text and an expiry at most a year ahead (lib/shares/rules.ts);
// a refusal writes nothing. Needs share_token.write; a results link also needs results.read (on a gates-and-dates
// brand only admins make one: spec 3 §6, P15).
import { ZShareCreate, type TCreatedShare } from "@/lib/shares/wire";
import { withPermission, type TBrandAccess } from "../access/authorize";
import { hashShareToken, newShareToken } from "../access/share-viewer";
import { prisma } from "../db";
import { parseInput } from "../http/problem";
import { loadVisibleStudy } from "../studies/load-study";
import { SHARE_SELECT, serializeShare } from "./share.select";
import { openShareToken, sealShareToken } from "./token-box";

export async function createShare(access: TBrandAccess, surveyId: string, raw: unknown): Promise<TCreatedShare> {
  const input = parseInput(ZShareCreate, raw ?? {}, "body");
  if (input.scope === "results") withPermission(access, "results.read");
  const study = await loadVisibleStudy(access, surveyId);
  if (input.reuse) {
    const reused = await activeLink(access.brandId, study.id, input.scope);
    if (reused) return reused;
  }
  const token = newShareToken();
  const token_hash = hashShareToken(token);
  const row = await prisma.shareToken.create({
    data: {
      token_hash,
      token_box: sealShareToken(token, token_hash),
      label: input.label,
      brand_id: access.brandId,
      survey_id: study.id,
      scope: input.scope,
      expires_at: input.expires_at ? new Date(input.expires_at) : null,
      created_by_id: access.actor.id,
    },
    select: SHARE_SELECT,
  });
  return { share: serializeShare(row), token, reused: false };
}

/** The newest link of the scope that still opens and whose token opens from its box. */
async function activeLink(brandId: string, surveyId: string, scope: TCreatedShare["share"]["scope"]): Promise<TCreatedShare | null> {
  const rows = await prisma.shareToken.findMany({
    where: { brand_id: brandId, survey_id: surveyId, scope, revoked: false, token_box: { not: null }, OR: [{ expires_at: null }, { expires_at: { gt: new Date() } }] },
    orderBy: [{ date_created: "desc" }, { id: "desc" }],
    take: 5,
    select: { ...SHARE_SELECT, token_hash: true, token_box: true },
  });
  for (const { token_hash, token_box, ...row } of rows) {
    const token = token_box ? openShareToken(token_box, token_hash) : null;
    if (token && hashShareToken(token) === token_hash) return { share: serializeShare(row), token, reused: true };
  }
  return null;
}
