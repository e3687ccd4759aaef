"use client";
// The Consumers (segmentation) step (spec 2 §2 "Segmentation step"): 1. "Select Your Consumer Profiles" (the
// audience rows per country, components/wizard/audiences) and 2. "Review Your Consumer Questions" (the demographic
// questions and segmentation profiles, components/wizard/demographics). A template config with test_audience false
// leaves the audience choice out (lib/wizard/template-config.ts).
import { templateFlags } from "@/lib/wizard/template-config";
import { AudienceSection } from "../audiences/audience-section";
import { DemographicsSection } from "../demographics/demographics-section";
import { useWizard } from "../wizard-context";

export function CustomersStep() {
  const { draft, study } = useWizard();
  const { testAudience } = templateFlags(draft.config ?? study.config);
  return (
    <div className="space-y-10">
      {testAudience && <AudienceSection />}
      <DemographicsSection />
    </div>
  );
}
