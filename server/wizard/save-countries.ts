// PLACEHOLDER (P5 international helper replaces this file): countries[] of the wizard save.
import type { TStudySave } from "@/lib/wizard/study";
import type { Tx } from "../db";
import type { Actor } from "../access/actor";
import { invalid } from "../errors";

export async function saveCountries(tx: Tx, actor: Actor, brandId: string, surveyId: string, countries: NonNullable<TStudySave["countries"]>): Promise<void> {
  void tx; void actor; void brandId; void surveyId; void countries;
  throw invalid("Saving countries is not available yet.");
}
