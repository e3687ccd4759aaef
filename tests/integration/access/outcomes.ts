// What each kind of caller must get from an entry point, derived from its declared access alone (P8 item 2).
import { ACCESS_MSG, MSG } from "@/lib/messages";
import { deniedTextFor, gatedDeniedText, gatedOn, isPermission, permits, SHARE_SCOPE_PERMISSIONS, type TAccessDeclaration } from "@/lib/permissions";
import type { TCaller } from "./world";

/** "pass": not refused by the access layer (the service may still answer 400/404/409 to the probe's dummy input). */
export type TOutcome = { refused: false } | { refused: true; status: 401 | 403 | 404; detail?: string };

const PASS: TOutcome = { refused: false };
const r401: TOutcome = { refused: true, status: 401 };

/** Roles of the callers who are members of the brand under test, as permits() sees them (every permission granted). */
const ROLES = {
  restricted: { full: false, restricted: true, kb_user: false },
  kbOnly: { full: false, restricted: false, kb_user: true },
  member: { full: true, restricted: false, kb_user: false },
  gatedMember: { full: true, restricted: false, kb_user: false },
} as const;

export interface TDeclared {
  permission: TAccessDeclaration;
  share?: boolean;
  /** The brand comes from a study id (v2 routes): an unknown or foreign study is a 404. */
  brandFromSurvey?: boolean;
  /** The 403 text the entry point declares instead of the permission's. */
  denied?: string;
}

export function expectedOutcome(d: TDeclared, caller: TCaller): TOutcome {
  const level = d.permission;
  const shareViewer = caller === "shareOther" || caller === "gatedShare";
  const admin = caller === "admin" || caller === "gatedAdmin";
  if (level === "none" || level === "public") return PASS;
  if (caller === "anonymous") return r401;
  if (level === "signed-in") return shareViewer ? r401 : PASS;
  if (level === "admin") {
    if (shareViewer) return r401;
    return admin ? PASS : { refused: true, status: 403, detail: d.denied ?? ACCESS_MSG.adminOnly };
  }
  if (!isPermission(level)) throw new Error(`unknown declaration ${level}`);
  if (caller === "shareOther") return d.share ? { refused: true, status: 403, detail: ACCESS_MSG.shareViewerReadOnly } : r401;
  // A results link of G's own study: its scope's permissions only, and no results on a gates-and-dates brand (P15).
  if (caller === "gatedShare") {
    if (!d.share) return r401;
    if (!SHARE_SCOPE_PERMISSIONS.results.includes(level)) return { refused: true, status: 403, detail: ACCESS_MSG.shareViewerReadOnly };
    return gatedOn(GATED, level) ? { refused: true, status: 403, detail: gatedDeniedText(level) } : PASS;
  }
  if (admin) return PASS;
  if (caller === "outsider") return d.brandFromSurvey ? { refused: true, status: 404 } : { refused: true, status: 403, detail: MSG.noBrandAccess };
  if (caller === "inactive") return { refused: true, status: 403, detail: MSG.brandInactive };
  const B = "b".repeat(24);
  const subject = { is_admin: false, roles: ROLES[caller], brands: { [B]: ALL_GRANTED } };
  const gate = caller === "gatedMember" ? GATED : {};
  if (permits(subject, B, level, gate)) return PASS;
  if (caller === "kbOnly") return { refused: true, status: 403, detail: ACCESS_MSG.kbOnly };
  return { refused: true, status: 403, detail: d.denied ?? deniedTextFor(subject, B, level, gate) };
}

const GATED = { gatesAndDates: true } as const;

const ALL_GRANTED = new Proxy({}, { get: () => ["read", "write"], has: () => true }) as Record<string, ("read" | "write")[]>;
