// PLACEHOLDER (P5 audiences helper replaces this file): audiences[] of the wizard save.
import type { TStudySave } from "@/lib/wizard/study";
import type { Tx } from "../db";
import type { Actor } from "../access/actor";
import { invalid } from "../errors";

export async function saveAudiences(tx: Tx, actor: Actor, brandId: string, surveyId: string, audiences: NonNullable<TStudySave["audiences"]>): Promise<void> {
  void tx; void actor; void brandId; void surveyId; void audiences;
  throw invalid("Saving audiences is not available yet.");
}
