// GET/PUT /api/v1/brand/{id}/notification_settings – the caller's own e-mail notification choices in the brand
// (ZNotificationSettings, partial). Writes refused with 409 while enableEmailNotifications is off.
import { z } from "zod";
import { ZNotificationSettings } from "@/lib/brands/wire";
import { withApi } from "@/server/http/with-api";
import { getNotificationSettings, updateNotificationSettings } from "@/server/brands/notification-settings";

export const GET = withApi({
  params: z.object({ id: z.string() }),
  handler: ({ actor, params }) => getNotificationSettings(actor, params.id),
});

export const PUT = withApi({
  params: z.object({ id: z.string() }),
  body: ZNotificationSettings,
  handler: ({ actor, params, body }) => updateNotificationSettings(actor, params.id, body),
});
