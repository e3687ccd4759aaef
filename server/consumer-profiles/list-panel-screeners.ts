import "server-only";
// GET /admin/panel_screeners (spec 1 §7): the platform panel screeners for any signed-in user (platform data, no
// brand), ordered by sort_order with options in order and their tier versions.
import type { TPanelScreenerWire } from "@/lib/consumer-profiles/wire";
import { prisma } from "../db";
import { loadScreeners } from "./serialize";

/** Needs a signed-in user. */
export async function listPanelScreeners(): Promise<TPanelScreenerWire[]> {
  return loadScreeners(prisma);
}
