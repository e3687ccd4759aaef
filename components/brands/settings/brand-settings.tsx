"use client";
// Brand settings (/edit/brand/{b}; spec 1 §2): a tablist (arrow keys, Home / End; the tab in ?tab=) over the
// general, style, features, security, pivot, categories & tags, users, consumer profiles and my-notifications
// panels. Each form tab saves only its own fields with the date_modified it read.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { TBrandSettings } from "@/lib/brands/wire";
import { QueryProvider } from "@/components/shell/query-provider";
import { Tabs } from "@/components/ui/tabs";
import { CategoriesTagsTab } from "./categories-tags-tab";
import { ConsumerProfilesTab } from "./consumer-profiles-tab";
import { Loading, LoadFailed } from "./controls";
import { FeaturesTab } from "./features-tab";
import { GeneralTab } from "./general-tab";
import { SETTINGS_LABELS as L, SETTINGS_TABS, type TSettingsTab } from "./labels";
import { NotificationsTab } from "./notifications-tab";
import { PivotTab } from "./pivot-tab";
import { SecurityTab } from "./security-tab";
import { fetchSettings, settingsKeys, type TSettingsData } from "./settings-api";
import { StyleTab } from "./style-tab";
import { UsersTab } from "./users-tab";

export interface TBrandSettingsProps {
  brandId: string;
  initialTab: TSettingsTab;
  currentUserId: string;
  isAdmin: boolean;
  /** Admin, or settings + brand write. */
  canWrite: boolean;
  /** Admin, or user write. */
  canManageUsers: boolean;
}

export function BrandSettings(props: TBrandSettingsProps) {
  return (
    <QueryProvider>
      <BrandSettingsInner {...props} />
    </QueryProvider>
  );
}

function BrandSettingsInner({ brandId, initialTab, currentUserId, isAdmin, canWrite, canManageUsers }: TBrandSettingsProps) {
  const [tab, setTab] = useState<TSettingsTab>(initialTab);
  const client = useQueryClient();
  const q = useQuery({ queryKey: settingsKeys.brand(brandId), queryFn: () => fetchSettings(brandId) });
  // Bumped on reload so the form tabs start again from what the server holds.
  const [generation, setGeneration] = useState(0);

  function select(t: TSettingsTab) {
    setTab(t);
    const url = new URL(window.location.href);
    url.searchParams.set("tab", t);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }

  const onSaved = (s: TBrandSettings) =>
    client.setQueryData<TSettingsData>(settingsKeys.brand(brandId), (cur) => ({ ...s, pivot_choices: cur?.pivot_choices ?? null }));
  const onReload = () => {
    void q.refetch().then(() => setGeneration((g) => g + 1));
  };

  return (
    <div className="mt-6">
      <Tabs label={L.tablist} tabs={SETTINGS_TABS} value={tab} onValueChange={select} idBase="settings" look="folder" panelClassName="py-6 focus:outline-none">
        {q.isPending ? (
          <Loading />
        ) : q.isError ? (
          <LoadFailed message={q.error instanceof Error && q.error.message ? q.error.message : L.loadFailed} onRetry={() => void q.refetch()} />
        ) : (
          <Panel
            key={`${tab}:${q.data.date_modified}:${generation}`}
            tab={tab}
            settings={q.data}
            brandId={brandId}
            currentUserId={currentUserId}
            isAdmin={isAdmin}
            canWrite={canWrite}
            canManageUsers={canManageUsers}
            onSaved={onSaved}
            onReload={onReload}
          />
        )}
      </Tabs>
    </div>
  );
}

function Panel(p: {
  tab: TSettingsTab;
  settings: TSettingsData;
  brandId: string;
  currentUserId: string;
  isAdmin: boolean;
  canWrite: boolean;
  canManageUsers: boolean;
  onSaved(s: TBrandSettings): void;
  onReload(): void;
}) {
  const common = { settings: p.settings, isAdmin: p.isAdmin, canWrite: p.canWrite, onSaved: p.onSaved, onReload: p.onReload };
  switch (p.tab) {
    case "general":
      return <GeneralTab {...common} />;
    case "style":
      return <StyleTab {...common} />;
    case "features":
      return <FeaturesTab {...common} />;
    case "security":
      return <SecurityTab {...common} />;
    case "pivot":
      return <PivotTab {...common} />;
    case "categories-tags":
      return <CategoriesTagsTab brandId={p.brandId} canWrite={p.canWrite} />;
    case "users":
      return <UsersTab brandId={p.brandId} currentUserId={p.currentUserId} canManage={p.canManageUsers} isAdmin={p.isAdmin} />;
    case "consumer-profiles":
      return <ConsumerProfilesTab brandId={p.brandId} isAdmin={p.isAdmin} />;
    case "my-notifications":
      return <NotificationsTab brandId={p.brandId} />;
  }
}
