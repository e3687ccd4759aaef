// GET /api/v1/panel-providers – the panel providers (spec 2 §7), for every signed-in user:
// {results: [{_id, name, is_default, parameterMappings}]}.
import { withApi } from "@/server/http/with-api";
import { listPanelProviders } from "@/server/panels/panel-providers";

export const GET = withApi({
  permission: "signed-in",
  handler: () => listPanelProviders(),
});
