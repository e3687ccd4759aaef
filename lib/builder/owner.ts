// The study owner (spec 2 §6): an admin-only setting; "a test owner is shown unless the owner's email belongs to
// the provider". The provider's addresses are those of the support address's domain.
import { SUPPORT_EMAIL } from "../constants";

const providerDomain = (SUPPORT_EMAIL.split("@")[1] ?? "").toLowerCase();

export function isProviderEmail(email: string | null | undefined): boolean {
  const domain = (email ?? "").trim().toLowerCase().split("@")[1];
  return Boolean(domain) && domain === providerDomain;
}

/** "First Last (email)", or the e-mail alone when there is no name. */
export function ownerLabel(u: { first_name: string; last_name: string; email: string }): string {
  const name = `${u.first_name} ${u.last_name}`.trim();
  return name ? `${name} (${u.email})` : u.email;
}
