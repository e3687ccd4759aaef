// spec 2 §6 "A test owner is shown unless the owner's email belongs to the provider."
import { describe, expect, it } from "vitest";
import { SUPPORT_EMAIL } from "@/lib/constants";
import { isProviderEmail, ownerLabel } from "@/lib/builder/owner";

describe("study owner", () => {
  const domain = SUPPORT_EMAIL.split("@")[1];
  it("treats addresses of the provider's domain as the provider's, whatever the case", () => {
    expect(isProviderEmail(`ops@${domain}`)).toBe(true);
    expect(isProviderEmail(`Ops@${domain.toUpperCase()}`)).toBe(true);
    expect(isProviderEmail("buyer@brand.example")).toBe(false);
    expect(isProviderEmail(`someone@sub.${domain}`)).toBe(false);
    expect(isProviderEmail(null)).toBe(false);
    expect(isProviderEmail("no-at-sign")).toBe(false);
  });
  it("labels an owner by name and e-mail, or the e-mail alone", () => {
    expect(ownerLabel({ first_name: "Ada", last_name: "Admin", email: "a@b.example" })).toBe("Ada Admin (a@b.example)");
    expect(ownerLabel({ first_name: "", last_name: "", email: "a@b.example" })).toBe("a@b.example");
  });
});
