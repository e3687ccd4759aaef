// GET /admin/panel_screeners (spec 1 §7): the platform panel screeners for any signed-in user (platform data, no
// brand), ordered by sort_order with options in order and their tier versions.
import type { TPanelScreenerWire } from "@/lib/consumer-profiles/wire";
import { prisma } from "../db";
import type { Actor } from "../access/actor";
import { loadScreeners } from "./serialize";

export async function listPanelScreeners(actor: Actor): Promise<TPanelScreenerWire[]> {
  void actor; // withApi already required a signed-in user.
  return loadScreeners(prisma);
}
