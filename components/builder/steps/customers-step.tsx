"use client";
// The Consumers (segmentation) step (spec 2 §2 "Segmentation step"): 1. "Select Your Consumer Profiles" (the
// audience rows per country, components/builder/audiences) and 2. "Review Your Consumer Questions" (the demographic
// questions and segmentation profiles, components/builder/demographics). A template config with test_audience false
// leaves the audience choice out (lib/builder/template-config.ts).
import { templateFlags } from "@/lib/builder/template-config";
import { AudienceSection } from "../audiences/audience-section";
import { DemographicsSection } from "../demographics/demographics-section";
import { useBuilder } from "../builder-context";

export function CustomersStep() {
  const { draft, study } = useBuilder();
  const { testAudience } = templateFlags(draft.config ?? study.config);
  return (
    <div className="space-y-10">
      {testAudience && <AudienceSection />}
      <DemographicsSection />
    </div>
  );
}
