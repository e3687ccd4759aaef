// Knowledge-base collections on the wire (P14 item 1 "Curated collections that writers can build and order"): create,
// edit, delete, add an entry, remove one, order them. Changes name the date_modified they read (a stale one is 409).
import { z } from "zod";
import { KNOWLEDGE_KINDS, KNOWLEDGE_LIMITS, KNOWLEDGE_MSG, type TKnowledgeKind } from "./messages";

const id = z.string().regex(/^[0-9a-f]{24}$/, "Ids are 24 hexadecimal characters.");
const name = z.string({ error: KNOWLEDGE_MSG.nameRequired }).trim().min(1, KNOWLEDGE_MSG.nameRequired).max(KNOWLEDGE_LIMITS.name, KNOWLEDGE_MSG.nameTooLong);
const description = z.string().trim().max(KNOWLEDGE_LIMITS.description, KNOWLEDGE_MSG.descriptionTooLong);
const stamp = z.string().refine((v) => !Number.isNaN(Date.parse(v)), "date_modified must be the date-time the collection was read with.");

export const ZCollectionCreate = z.object({ name, description: description.default("") }).strict();
export const ZCollectionUpdate = z
  .object({
    date_modified: stamp,
    name: name.optional(),
    description: description.optional(),
    /** Every item id of the collection, in the new order. */
    order: z.array(id).max(KNOWLEDGE_LIMITS.items).optional(),
  })
  .strict();
export const ZCollectionItemAdd = z.object({ kind: z.enum(KNOWLEDGE_KINDS, { error: KNOWLEDGE_MSG.kind }), source_id: id }).strict();

export interface TCollectionItem {
  id: string;
  kind: TKnowledgeKind;
  source_id: string;
  order: number;
  /** The entry as the index holds it now; null when its source is gone (shown as such, removable). */
  entry: { id: string; title: string; body: string; survey_id: string | null; snip_id: string | null; assortment_id: string | null; product_id: string | null; date: string } | null;
}

export interface TCollection {
  id: string;
  name: string;
  description: string;
  date_created: string;
  date_modified: string;
  item_count: number;
}

export interface TCollectionDetail extends TCollection {
  items: TCollectionItem[];
}
