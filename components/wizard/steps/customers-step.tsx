"use client";
// The Consumers (segmentation) step (spec 2 §2 "Segmentation step"): 1. "Select Your Consumer Profiles" (the
// audience rows per country, components/wizard/audiences) and 2. "Review Your Consumer Questions" (the demographic
// questions and segmentation profiles, components/wizard/demographics).
import { AudienceSection } from "../audiences/audience-section";
import { DemographicsSection } from "../demographics/demographics-section";

export function CustomersStep() {
  return (
    <div className="space-y-10">
      <AudienceSection />
      <DemographicsSection />
    </div>
  );
}
