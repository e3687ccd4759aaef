// MakerLabs on the wire (P14 item 2): POST …/labs/predict takes a catalogue product (product_id) or a product
// described by hand, and answers a synthetic prediction with its interval and evidence, or a sentence saying why it
// will not predict (no model yet, too little history, a model that does not beat the brand's average).
import { z } from "zod";
import { SEASON_ORDER } from "../studies/format";
import type { TStoredLabsBacktest } from "./state";
import type { TLabsPrediction } from "./model";

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).optional();

export const ZLabsPredict = z
  .object({
    product_id: z.string().regex(/^[0-9a-f]{24}$/, "product_id must be a product's 24-hexadecimal id.").optional(),
    name: text(200),
    description: text(5000),
    category: text(120),
    price: z.number({ error: "The price must be a number." }).nonnegative("The price cannot be negative.").max(1_000_000, "The price is too large.").nullable().optional(),
    colors: text(500),
    materials: text(500),
    fit: text(200),
    season: z.enum(SEASON_ORDER, { error: `season must be one of ${SEASON_ORDER.join(", ")}.` }).optional(),
  })
  .strict()
  .refine((v) => v.product_id !== undefined || (v.name !== undefined && v.name !== ""), { message: "Choose a product or give the new product a name.", path: ["name"] });
export type TLabsPredictInput = z.infer<typeof ZLabsPredict>;

export interface TLabsPredictResult {
  /** Always true: every figure MakerLabs answers is synthetic, never a respondent's. */
  synthetic: true;
  product: { id: string | null; name: string };
  prediction: TLabsPrediction;
  trained_at: string;
  backtest: TStoredLabsBacktest;
}
