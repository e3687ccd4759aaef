// GET /api/v1/brand/{id} – the brand object, for members of the brand and admins.
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { getBrand } from "@/server/brands/get-brand";

export const GET = withApi({
  params: z.object({ id: z.string() }),
  permission: "brand.member",
  handler: ({ access }) => getBrand(access),
});
