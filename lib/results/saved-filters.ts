// Saved filters (P9 item 2; spec 3 "Results filters", §7 "DELETE /brand/{b}/survey/{s}/filter/{id}"): a named results
// filter kept on one study for the brand's users to apply again. The shape, limits and texts, for the server
// (server/results/*saved-filter*.ts) and the results screen. docs/decisions.md P9 (saved filters).
import { z } from "zod";
import type { TResultsFilters } from "./filters";

/** A study keeps at most this many saved filters. */
export const MAX_SAVED_FILTERS = 50;
/** A saved filter's name, trimmed, is 1 to this many characters. */
export const SAVED_FILTER_NAME_MAX = 80;

export const SAVED_FILTER_MSG = {
  nameRequired: "Enter a name for the filter.",
  nameTooLong: `A filter name can be at most ${SAVED_FILTER_NAME_MAX} characters.`,
  empty: "Choose at least one filter option before saving.",
  tooMany: `A study can keep at most ${MAX_SAVED_FILTERS} saved filters. Delete one to save another.`,
  duplicateName: (name: string) => `This study already has a saved filter called "${name}".`,
  notFound: "Saved filter not found.",
  cannotDelete: "Only the person who saved this filter, or someone who can edit the study, can delete it.",
} as const;

/** POST .../filter: the name, and the filter as every report takes it (checked against the study by the service). */
export const ZSavedFilterInput = z
  .object({
    name: z.string({ error: SAVED_FILTER_MSG.nameRequired }).trim().min(1, SAVED_FILTER_MSG.nameRequired).max(SAVED_FILTER_NAME_MAX, SAVED_FILTER_MSG.nameTooLong),
    filters: z.unknown(),
  })
  .strict();

export type TSavedFilterInput = z.infer<typeof ZSavedFilterInput>;

export interface TSavedFilter {
  _id: string;
  survey_id: string;
  name: string;
  filters: TResultsFilters;
  /** Who saved it; null once that user is deleted. */
  creator: { _id: string; first_name: string; last_name: string } | null;
  date_created: string;
  /** Whether the caller may delete it (its creator, or someone with survey write). */
  can_delete: boolean;
}
