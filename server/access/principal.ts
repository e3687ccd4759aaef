import "server-only";
// Who is calling (DESIGN.md rule 14): a signed-in user, or a share viewer — the holder of a share link's token, who
// may read one study's report or learnings and nothing else. Every service that a share page reuses takes a Principal.
import type { TShareScope } from "@/lib/permissions";
import type { Actor } from "./actor";

export interface TShareViewer {
  kind: "share";
  token_id: string;
  brand_id: string;
  survey_id: string;
  scope: TShareScope;
}

export type Principal = Actor | TShareViewer;

export const isUserPrincipal = (p: Principal | null | undefined): p is Actor => p?.kind === "user";
