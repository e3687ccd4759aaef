// Our labels of the Grouped Studies modal (spec 3 §2 "Grouped Studies modal" names the fields only).
import type { TGroupLogic } from "@/lib/studies/messages";

export const GROUP_TEXT = {
  name: "Name",
  logic: "Logic",
  studies: "Studies",
  limit: "Respondent limit",
  limitFor: (t: string) => `Respondent limit for ${t}`,
  drag: (t: string) => `Reorder ${t}`,
  up: (t: string) => `Move ${t} up`,
  down: (t: string) => `Move ${t} down`,
  remove: (t: string) => `Remove ${t}`,
  save: "Save",
  saving: "Saving...",
  done: "Done",
} as const;

/** The logic select's order: the default first, then the two with limits. */
export const LOGIC_ORDER: TGroupLogic[] = ["percent", "reach", "combined"];
