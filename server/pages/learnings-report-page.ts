import "server-only";
// The learnings and impact report's data (spec 3 §2 route /learnings/{brandId}/{surveyId}, "needs brand-level access";
// P13 item 1): the brand's name, the study's title, its impact and key takeaways. Needs key_learning.read on the
// brand; another brand's study or an unknown id is the page's 404. With imported sales data (a line review), the
// "after launch" section: sales against sentiment (server/sales-data/sales-after-launch.ts).
import { redirect, unstable_rethrow } from "next/navigation";
import { LEARNINGS_UI } from "@/lib/learnings/messages";
import type { TLearningsReport, TSharedLearningsPage } from "@/lib/learnings/report";
import { resultsSearch } from "@/lib/results/page";
import { routes } from "@/lib/routes";
import { studyTitle } from "@/lib/studies/format";
import { authorize, withPermission, type TBrandAccess, type TViewAccess } from "../access/authorize";
import { shareViewerFromToken } from "../access/share-viewer";
import { prisma } from "../db";
import { AppError } from "../errors";
import { learningsAndImpact } from "../results/learnings-and-impact";
import { salesAfterLaunch } from "../sales-data/sales-after-launch";

interface TCan {
  readResults: boolean;
  write: boolean;
  share: { read: boolean; write: boolean };
}

async function readReport(access: TViewAccess, surveyId: string, can: TCan): Promise<TLearningsReport> {
  const data = await learningsAndImpact(access, surveyId);
  const [survey, afterLaunch] = await Promise.all([
    prisma.survey.findUniqueOrThrow({ where: { id: data.survey_id }, select: { title: true, learnings_cancelled_at: true } }),
    salesAfterLaunch(access, data.survey_id),
  ]);
  return {
    ...data,
    brandId: access.brandId,
    brandName: access.brand.name,
    studyTitle: studyTitle(survey.title),
    resultsPath: can.readResults ? routes.results(access.brandId, data.survey_id, resultsSearch({ tab: "learnings-impact" })) : null,
    canWrite: can.write,
    afterLaunch,
    cancelled_at: survey.learnings_cancelled_at?.toISOString() ?? null,
    share: can.share,
  };
}

/**
 * The report for a signed-in user; null for another brand's study or an unknown id (the page's 404). Any other failure
 * goes to the error page with its code and message, as a failed results load does (spec 3 §8 "A failed load of the
 * learnings or results page: the error page with code and message"; P15 item 11).
 */
export async function loadLearningsReport(access: TBrandAccess, surveyId: string, can: TCan): Promise<TLearningsReport | null> {
  try {
    return await readReport(withPermission(access, "key_learning.read"), surveyId, can);
  } catch (e) {
    if (e instanceof AppError && e.code === "not_found") return null;
    unstable_rethrow(e);
    const code = e instanceof AppError ? e.status : 500;
    const message = e instanceof AppError ? e.message : LEARNINGS_UI.loadFailed;
    if (!(e instanceof AppError)) console.error("learnings report page", e);
    redirect(routes.error(code, message));
  }
}

const NOTHING: TCan = { readResults: false, write: false, share: { read: false, write: false } };

/**
 * The report as a learnings link (`?share=`) opens it, without an account (spec 3 §1, §2): the token must be valid (not
 * revoked, not expired), of the learnings scope, and of this very study; anything else is the clear "not valid" page,
 * never data. The viewer reads with the share principal's rights only: nothing to write, no link into the dashboard. A
 * failure that is not the link's is the "Oops" page.
 */
export async function loadSharedLearningsReport(token: string, brandId: string, surveyId: string): Promise<TSharedLearningsPage> {
  try {
    const viewer = await shareViewerFromToken(token);
    if (!viewer || viewer.scope !== "learnings" || viewer.brand_id !== brandId || viewer.survey_id !== surveyId) return { kind: "invalid" };
    const access = await authorize(viewer, { brand: brandId, permission: "key_learning.read", share: true, survey: surveyId });
    const report = await readReport(access, surveyId, NOTHING);
    // A cancelled report is withdrawn from its links too.
    return report.cancelled_at ? { kind: "invalid" } : { kind: "ready", report, token, tokenId: viewer.token_id };
  } catch (e) {
    if (e instanceof AppError && ["not_found", "forbidden", "unauthenticated", "brand_inactive"].includes(e.code)) return { kind: "invalid" };
    // Anything else is not the viewer's doing: "Oops, we had an error. Please Reload" (spec 3 §8).
    console.error("shared learnings report", e);
    return { kind: "failed" };
  }
}
