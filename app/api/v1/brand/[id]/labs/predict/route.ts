// POST /api/v1/brand/{id}/labs/predict {product_id} | {name, description?, category?, price?, colors?, materials?, fit?,
// season?} – MakerLabs' synthetic prediction of a product not yet tested (P14 item 2; server/labs/predict.ts).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { predictProduct } from "@/server/labs/predict";

export const POST = withApi({
  permission: "labs.read",
  params: z.object({ id: z.string() }),
  // The prediction schema (lib/labs/wire.ts) runs in the service.
  body: z.unknown(),
  handler: ({ access, body }) => predictProduct(access, body),
});
