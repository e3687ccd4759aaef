// What each kind of caller must get from an entry point, derived from its declared access alone (P8 item 2).
import { ACCESS_MSG, MSG } from "@/lib/messages";
import { deniedTextFor, isPermission, permits, type TAccessDeclaration } from "@/lib/permissions";
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
  if (level === "none" || level === "public") return PASS;
  if (caller === "anonymous") return r401;
  if (level === "signed-in") return caller === "shareOther" ? r401 : PASS;
  if (level === "admin") {
    if (caller === "shareOther") return r401;
    return caller === "admin" ? PASS : { refused: true, status: 403, detail: d.denied ?? ACCESS_MSG.adminOnly };
  }
  if (!isPermission(level)) throw new Error(`unknown declaration ${level}`);
  if (caller === "shareOther") return d.share ? { refused: true, status: 403, detail: ACCESS_MSG.shareViewerReadOnly } : r401;
  if (caller === "admin") return PASS;
  if (caller === "outsider") return d.brandFromSurvey ? { refused: true, status: 404 } : { refused: true, status: 403, detail: MSG.noBrandAccess };
  if (caller === "inactive") return { refused: true, status: 403, detail: MSG.brandInactive };
  const B = "b".repeat(24);
  const subject = { is_admin: false, roles: ROLES[caller], brands: { [B]: ALL_GRANTED } };
  if (permits(subject, B, level)) return PASS;
  if (caller === "kbOnly") return { refused: true, status: 403, detail: ACCESS_MSG.kbOnly };
  return { refused: true, status: 403, detail: d.denied ?? deniedTextFor(subject, B, level) };
}

const ALL_GRANTED = new Proxy({}, { get: () => ["read", "write"], has: () => true }) as Record<string, ("read" | "write")[]>;
