import "server-only";
// GET /api/v1/panel-providers (spec 2 §7 "panel providers"; §3 "Panel provider"; §9 lucid default, toluna): every
// signed-in user reads the providers, the default first, then by name.
import { toParameterMappings, type TWirePanelProvider } from "@/lib/audiences/panel-providers";
import { prisma, type Tx } from "../db";

export async function listPanelProviders(db: Tx = prisma): Promise<TWirePanelProvider[]> {
  const rows = await db.panelProvider.findMany({ orderBy: [{ is_default: "desc" }, { name: "asc" }] });
  return rows.map((p) => ({ _id: p.id, name: p.name, is_default: p.is_default, parameterMappings: toParameterMappings(p.parameter_mappings) }));
}
