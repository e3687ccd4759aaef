// /reset-password/{token} – public: choose a new password with a reset link (single use, expiring; the answer of
// POST /api/v1/auth/reset_password tells a spent or expired link).
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { PASSWORD_FORM } from "@/lib/brands/users-labels";

export const metadata = { title: "Reset password" };

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="w-full max-w-sm rounded-lg border border-line bg-white p-8 shadow-sm">
        <h1 className="mb-6 text-2xl font-semibold">{PASSWORD_FORM.resetTitle}</h1>
        <ResetPasswordForm token={token} />
      </div>
    </main>
  );
}
