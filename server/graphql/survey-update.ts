import "server-only";
// GraphQL updateSurvey(brand_id, survey): P3's edit of a study's title, due date, purpose and decision (optimistic
// concurrency: `date_modified` required), and spec 2 §7's `survey {_id, demographics or segmentation_profiles}`
// (the segmentation lists replace the study's; no date_modified, like updateSurveySegmentation). One call changes
// one of the two groups, so a refusal never leaves half of it written.
import { STUDY_MSG } from "@/lib/studies/messages";
import { brandField, builder } from "./builder";
import { DateTimeScalar } from "./datetime";
import { Survey } from "./study";
import { given, SegmentationProfileInput, SurveyDemographicInput } from "./demographic";
import { loadBrandSurvey } from "../studies/get-survey";
import { updateSurveyInput } from "../studies/update-survey";
import { updateSurveySegmentation } from "../demographics/update-survey-segmentation";
import { invalid } from "../errors";

const SurveyUpdateInput = builder.inputType("SurveyUpdateInput", {
  fields: (t) => ({
    _id: t.id({ required: true }),
    /** Required for the study fields below (a stale value → 409); not used by the segmentation lists. */
    date_modified: t.field({ type: DateTimeScalar }),
    title: t.string(),
    decision_point: t.id(),
    decision: t.id(),
    due_date: t.field({ type: DateTimeScalar }),
    purpose: t.stringList(),
    insight_other: t.string(),
    demographics: t.field({ type: [SurveyDemographicInput] }),
    segmentation_profiles: t.field({ type: [SegmentationProfileInput] }),
    has_audience_weighting: t.boolean(),
  }),
});

builder.mutationField("updateSurvey", (t) =>
  brandField(t, {
    type: Survey,
    args: { brand_id: t.arg.id({ required: true }), survey: t.arg({ type: SurveyUpdateInput, required: true }) },
    permission: "survey.write",
    resolve: async (access, a) => {
      const { demographics, segmentation_profiles, has_audience_weighting, ...study } = a.survey;
      const segmentation = given({ demographics, segmentation_profiles, has_audience_weighting }) as Record<string, unknown>;
      if (Object.keys(segmentation).length === 0) return updateSurveyInput(access, study);
      const mixed = Object.entries(study).some(([k, v]) => k !== "_id" && k !== "date_modified" && v !== null && v !== undefined);
      if (mixed) throw invalid(STUDY_MSG.segmentationSeparately, [{ name: "survey", reason: STUDY_MSG.segmentationSeparately }]);
      await updateSurveySegmentation(access, String(study._id), segmentation);
      return loadBrandSurvey(access, String(study._id));
    },
  }),
);
