import type { TBrandSettings } from "@/lib/brands/wire";
import type { TSettingsData } from "./settings-api";

export interface TTabProps {
  settings: TSettingsData;
  isAdmin: boolean;
  /** Admin, or settings + brand write. */
  canWrite: boolean;
  onSaved(s: TBrandSettings): void;
  onReload(): void;
}
