// GET /api/v1/languages/all – the languages studies and products can be translated into.
import { withApi } from "@/server/http/with-api";
import { listLanguages } from "@/server/reference/languages-countries";

export const GET = withApi({ permission: "signed-in", handler: () => listLanguages() });
