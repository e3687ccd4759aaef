// GET/PUT /api/v1/brand/{id}/notification_settings – the caller's own e-mail notification choices in the brand
// (ZNotificationSettings, partial; any member). Writes refused with 409 while enableEmailNotifications is off.
import { z } from "zod";
import { ZNotificationSettings } from "@/lib/brands/wire";
import { withApi } from "@/server/http/with-api";
import { getNotificationSettings, updateNotificationSettings } from "@/server/brands/notification-settings";

export const GET = withApi({
  permission: "brand.member",
  params: z.object({ id: z.string() }),
  handler: ({ access }) => getNotificationSettings(access),
});

export const PUT = withApi({
  permission: "brand.member",
  params: z.object({ id: z.string() }),
  body: ZNotificationSettings,
  handler: ({ access, body }) => updateNotificationSettings(access, body),
});
