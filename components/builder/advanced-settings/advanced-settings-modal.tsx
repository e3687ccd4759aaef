"use client";
// Advanced Settings (spec 2 §2 "Other modals", §5, §6): tabs General, Welcome, Exit, Intro. Text fields carry the §5
// limits with counters; the thank-you button URL gets http:// when it has no scheme; the welcome image (1, at least
// 800×800) and header logo (1 png, at least 100×50) are checked in the browser before upload; the admin-only settings
// of §6 are hidden for non-admins and admins viewing as a user. Every change goes through update() (autosave).
import { useId, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Tabs } from "@/components/ui/tabs";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { productLimitProblem, thankYouUrl } from "@/lib/builder/settings-rules";
import { MoveTestModal } from "../move-test-modal";
import { ExitPanel } from "./exit-panel";
import { GeneralPanel } from "./general-panel";
import { IntroPanel } from "./intro-panel";
import { useSettingsValues } from "./settings-values";
import { WelcomePanel } from "./welcome-panel";

const TABS = ["general", "welcome", "exit", "intro"] as const;
type TTab = (typeof TABS)[number];

/** The tabs and their fields; mounted on each opening, so the local inputs start from the study as it is then. */
function SettingsBody({ onMove }: { onMove: () => void }) {
  const { update, limit, thankYou } = useSettingsValues();
  const [tab, setTab] = useState<TTab>("general");
  const baseId = useId();
  const [url, setUrl] = useState(thankYou.button_url ?? "");
  const [limitText, setLimitText] = useState(String(limit.number));

  function commitUrl() {
    const stored = thankYouUrl(url);
    setUrl(stored ?? "");
    update({ thank_you: { ...thankYou, button_url: stored } });
  }

  function onLimitText(text: string) {
    setLimitText(text);
    if (!productLimitProblem(text)) update({ limit: { active: limit.active, number: Number(text.trim()) } });
  }

  return (
    <Tabs
      label={BUILDER_MSG.advancedSettings}
      tabs={TABS.map((t) => ({ id: t, label: BUILDER_MSG.settingsTabs[t] }))}
      value={tab}
      onValueChange={setTab}
      className="mt-4"
      panelClassName="mt-4"
    >
      {tab === "general" && <GeneralPanel baseId={baseId} onMove={onMove} limitText={limitText} onLimitText={onLimitText} />}
      {tab === "welcome" && <WelcomePanel />}
      {tab === "exit" && <ExitPanel baseId={baseId} url={url} setUrl={setUrl} commitUrl={commitUrl} />}
      {tab === "intro" && <IntroPanel baseId={baseId} />}
    </Tabs>
  );
}

export function AdvancedSettingsModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [moveOpen, setMoveOpen] = useState(false);
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        size="lg"
        title={BUILDER_MSG.advancedSettings}
        footer={
          <button type="button" className={buttonClass("secondary")} onClick={() => onOpenChange(false)}>
            {BUILDER_MSG.close}
          </button>
        }
      >
        <SettingsBody
          onMove={() => {
            // One dialog at a time: the move dialog replaces Advanced Settings.
            onOpenChange(false);
            setMoveOpen(true);
          }}
        />
      </Dialog>
      <MoveTestModal open={moveOpen} onOpenChange={setMoveOpen} />
    </>
  );
}
