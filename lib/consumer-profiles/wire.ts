// Wire shapes of consumer profiles, panel screeners and brand avatars (spec 1 §3), shared by the REST routes
// (GET/POST /brand/{b}/consumer_profile, PUT/DELETE …/{id}, GET /admin/panel_screeners, GET /brand/{b}/avatar)
// and the UI (docs/contracts/p5-builder.md).
import type { TPanelScreener, TProfileOption } from "../study-rules/tiers";

export interface TBrandAvatar {
  _id: string;
  name: string;
  type: string;
  images: { mobile: string; desktop: string };
}

export interface TConsumerProfile {
  _id: string;
  brand: string;
  title: string;
  /** Computed on save by lib/study-rules/tiers.ts#computeTier (spec 1 §4), never entered. */
  tier: number;
  avatar: TBrandAvatar | null;
  options: TProfileOption[];
  date_created: string;
  date_updated: string;
  editable: boolean;
  ms_default: boolean;
  hide_from_editor: boolean;
  archived: boolean;
}

/** spec 1 §3 "Panel screener" as served (options carry their versions). */
export interface TPanelScreenerWire extends TPanelScreener {
  show_as_dropdown: boolean;
  provider: string | null;
  question_id: string | null;
}
