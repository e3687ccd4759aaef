"use client";
// PLACEHOLDER (the P5 audiences helper replaces this file): "1. Select Your Consumer Profiles".
export function AudienceSection() {
  return <section aria-label="Consumer profiles" />;
}
