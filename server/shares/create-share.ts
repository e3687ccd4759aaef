import "server-only";
// POST …/survey/{s}/create_share {scope, expires_at?} (spec 3 §7; P13 item 2): a new link to the study's results or
// learnings report. The token is 32 random bytes, answered once; only its sha256 is stored
// (server/access/share-viewer.ts). Needs share_token.write.
import { ZShareCreate, type TCreatedShare } from "@/lib/shares/wire";
import type { TBrandAccess } from "../access/authorize";
import { hashShareToken, newShareToken } from "../access/share-viewer";
import { prisma } from "../db";
import { parseInput } from "../http/problem";
import { loadVisibleStudy } from "../studies/load-study";
import { SHARE_SELECT, serializeShare } from "./share.select";

export async function createShare(access: TBrandAccess, surveyId: string, raw: unknown): Promise<TCreatedShare> {
  const input = parseInput(ZShareCreate, raw ?? {}, "body");
  const study = await loadVisibleStudy(access, surveyId);
  const token = newShareToken();
  const row = await prisma.shareToken.create({
    data: {
      token_hash: hashShareToken(token),
      brand_id: access.brandId,
      survey_id: study.id,
      scope: input.scope,
      expires_at: input.expires_at ? new Date(input.expires_at) : null,
      created_by_id: access.actor.id,
    },
    select: SHARE_SELECT,
  });
  return { share: serializeShare(row), token };
}
