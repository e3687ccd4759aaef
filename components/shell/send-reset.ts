// Asks for password-reset instructions (POST /api/v1/auth/change_password) and tells the user with the spec's
// texts: "Instructions to reset password sent to {email}." / "Could not send reset instructions to {email}."
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import { USER_MSG } from "@/lib/brands/messages";

export async function sendResetInstructions(email: string): Promise<{ ok: boolean; message: string }> {
  const address = email.trim();
  try {
    await api("/auth/change_password", { method: "POST", json: { email: address, client_id: "dashboard", connection: "password" } });
    const message = USER_MSG.resetSent(address.toLowerCase());
    toast.success(message);
    return { ok: true, message };
  } catch {
    const message = USER_MSG.resetFailed(address);
    toast.error(message);
    return { ok: false, message };
  }
}
