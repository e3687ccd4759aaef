"use client";
// PLACEHOLDER (the P5 demographics helper replaces this file): "2. Review Your Consumer Questions".
export function DemographicsSection() {
  return <section aria-label="Consumer questions" />;
}
