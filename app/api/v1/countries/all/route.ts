// GET /api/v1/countries/all – every supported country with currency, region and languages.
import { withApi } from "@/server/http/with-api";
import { listCountries } from "@/server/reference/languages-countries";

export const GET = withApi({ permission: "signed-in", handler: () => listCountries() });
