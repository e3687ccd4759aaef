"use client";
// My notifications tab (?tab=my-notifications): the signed-in user's e-mail choices in this brand, one switch per
// NOTIFICATION_KINDS entry, shown only while the brand's enableEmailNotifications is on; else a short explanation.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { BRAND_MSG } from "@/lib/brands/messages";
import { NOTIFICATION_KINDS, type TNotificationKind } from "@/lib/brands/wire";
import { Loading, LoadFailed, ReadOnlyNote, Switch } from "./controls";
import { NOTIFICATION_LABELS, SETTINGS_LABELS as L } from "./labels";
import { fetchNotifications, saveNotifications, settingsKeys } from "./settings-api";

export function NotificationsTab({ brandId }: { brandId: string }) {
  const client = useQueryClient();
  const q = useQuery({ queryKey: settingsKeys.notifications(brandId), queryFn: () => fetchNotifications(brandId) });
  const [pending, setPending] = useState<TNotificationKind | null>(null);

  if (q.isPending) return <Loading />;
  if (q.isError) return <LoadFailed onRetry={() => void q.refetch()} />;
  const view = q.data;
  if (!view.enabled) return <ReadOnlyNote text={L.notificationsDisabled} />;
  if (!view.is_member) return <ReadOnlyNote text={L.notificationsNotMember} />;

  // Each switch saves at once (our decision: no separate Save for a list of on/off choices).
  async function toggle(kind: TNotificationKind, value: boolean) {
    setPending(kind);
    try {
      const next = await saveNotifications(brandId, { [kind]: value });
      client.setQueryData(settingsKeys.notifications(brandId), next);
      toast.success(BRAND_MSG.notificationsSaved);
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : BRAND_MSG.saveFailed);
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-subtle">{L.notificationsIntro}</p>
      <ul className="space-y-3">
        {NOTIFICATION_KINDS.map((k) => (
          <li key={k}>
            <Switch
              label={NOTIFICATION_LABELS[k].label}
              description={NOTIFICATION_LABELS[k].description}
              checked={view.settings[k]}
              disabled={pending !== null}
              testId={`notification-${k}`}
              onChange={(v) => void toggle(k, v)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
