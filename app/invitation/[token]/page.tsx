// /invitation/{token} – public: the brand an invitation is for and a set-password form; a spent link shows
// "invitation not found or already used", an expired one the expired text followed by the support link.
import { InvitationForm } from "@/components/auth/invitation-form";
import { LinkProblem } from "@/components/auth/link-problem";
import { USER_MSG } from "@/lib/brands/messages";
import { PASSWORD_FORM } from "@/lib/brands/users-labels";
import { checkInvitation, type TInvitationInfo } from "@/server/auth/invitations";
import { AppError } from "@/server/errors";

export const metadata = { title: "Invitation" };
export const dynamic = "force-dynamic";

export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  let info: TInvitationInfo | null = null;
  let expired = false;
  try {
    info = await checkInvitation(token);
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    expired = e.code === "conflict";
  }
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="w-full max-w-sm rounded-lg border border-line bg-white p-8 shadow-sm">
        <h1 className="mb-6 text-2xl font-semibold">{info ? PASSWORD_FORM.invitationTitle(info.brand_name) : "Invitation"}</h1>
        {info ? (
          <InvitationForm token={token} email={info.email} brandId={info.brand_id} needsName={info.needs_name} />
        ) : expired ? (
          <LinkProblem message={USER_MSG.invitationExpired} supportLink />
        ) : (
          <LinkProblem message={USER_MSG.invitationNotFound} />
        )}
      </div>
    </main>
  );
}
