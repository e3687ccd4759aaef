// The assortment form (spec 3 §2 "Assortment page", §5 "New assortment needs year, season and category"): the
// form-level schema over the select values (strings), used with react-hook-form; the server checks the same three
// fields (server/assortments/assortment-write.ts) with the same sentence.
import { z } from "zod";
import { SEASON_ORDER, type TSeason } from "../studies/format";
import { STUDY_MSG } from "../studies/messages";

const isSeason = (s: string): s is TSeason => (SEASON_ORDER as readonly string[]).includes(s);

export const ZAssortmentForm = z.object({
  year: z.string().regex(/^\d{4}$/, { message: STUDY_MSG.assortmentNeeds }),
  season: z.string().refine((s): boolean => isSeason(s), { message: STUDY_MSG.assortmentNeeds }),
  brand_category: z.string().regex(/^[0-9a-f]{24}$/, { message: STUDY_MSG.assortmentNeeds }),
});
export type TAssortmentFormValues = z.infer<typeof ZAssortmentForm>;

/** The form's fields, as the server names them in invalid_params. */
export const ASSORTMENT_FORM_FIELDS = ["year", "season", "brand_category"] as const satisfies readonly (keyof TAssortmentFormValues)[];

export const emptyAssortmentForm: TAssortmentFormValues = { year: "", season: "", brand_category: "" };
