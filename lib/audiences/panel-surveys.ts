// The admin panel-survey listing (spec 2 §3 "Panel survey record", §7 "admin panel surveys": status live, complete,
// pending, archived; page_size 200, order_by id, page_number up to 3; §9 "page size 200, up to 3 pages").
import { z } from "zod";
import { AUDIENCE_MSG } from "../study-rules/messages";

export const PANEL_SURVEY_STATUSES = ["live", "complete", "pending", "archived"] as const;
export type TPanelSurveyStatus = (typeof PANEL_SURVEY_STATUSES)[number];
export const PANEL_SURVEY_PAGE_SIZE = 200;
export const PANEL_SURVEY_MAX_PAGE = 3;

export const ZPanelSurveysQuery = z
  .object({
    status: z.enum(PANEL_SURVEY_STATUSES).optional(),
    page_number: z.coerce
      .number()
      .int({ message: "Must be a whole number." })
      .min(1, { message: "Must be 1 or more." })
      .max(PANEL_SURVEY_MAX_PAGE, { message: AUDIENCE_MSG.panelSurveysPageTooHigh })
      .default(1),
    /** view=user: an admin viewing as a user (read by the session, refused here as for any non-admin). */
    view: z.string().optional(),
  })
  .strict();

/** One record (spec 2 §3 fields; `id` is the provider's survey id, plus our `_id` and the provider's name). */
export interface TWirePanelSurveyRecord {
  _id: string;
  id: string;
  provider: string;
  locale: string;
  status: string;
  total_completes: number;
  total_screens: number;
  survey_cpi_usd: number | null;
  first_complete_date: string | null;
  last_complete_date: string | null;
  name: string;
}

export interface TWirePanelSurveyPage {
  page_number: number;
  page_size: number;
  total: number;
  records: TWirePanelSurveyRecord[];
}

/** Pages a listing offers: ceil(total / 200), at least 1, at most 3. */
export const panelSurveyPages = (total: number): number =>
  Math.min(PANEL_SURVEY_MAX_PAGE, Math.max(1, Math.ceil(Math.max(0, total) / PANEL_SURVEY_PAGE_SIZE)));
