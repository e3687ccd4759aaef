// The sign-in form's enrolment calls (P8 item 11). Nobody is signed in yet, so a 401 here is a refusal to show, not
// an ended session: the API client's session hooks are switched off.
import { api, type TApiClientHooks } from "@/lib/api-client";
import type { TMfaConfirmed, TMfaEnrolment } from "@/lib/schemas/user";

const SIGNED_OUT: TApiClientHooks = { onUnauthenticated: () => undefined, onInactiveBrand: () => undefined };

export const startEnrolment = (email: string, password: string) =>
  api<TMfaEnrolment>("/auth/mfa/enrol", { method: "POST", json: { email, password } }, SIGNED_OUT);

export const confirmEnrolment = (email: string, password: string, code: string) =>
  api<TMfaConfirmed>("/auth/mfa/confirm", { method: "POST", json: { email, password, code } }, SIGNED_OUT);
