// GET /api/v1/admin/panel_screeners – the platform panel screeners with options and tier versions (spec 1 §3, §7);
// any signed-in user (they are platform data the profile editor needs).
import { withApi } from "@/server/http/with-api";
import { listPanelScreeners } from "@/server/consumer-profiles/list-panel-screeners";

export const GET = withApi({
  permission: "signed-in",
  handler: () => listPanelScreeners(),
});
