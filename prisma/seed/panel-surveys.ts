// PLACEHOLDER (a P5 helper replaces this body; docs/contracts/p5-builder.md). Idempotent seed step.
import type { PrismaClient } from "../../server/generated/prisma/client";

export async function seedPanelSurveys(db: PrismaClient, brandIds: readonly string[]): Promise<void> {
  void db;
  void brandIds;
}
