import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { safeCallbackUrl } from "@/lib/routes";
import { currentActor } from "@/server/auth/session";

export const metadata = { title: "Sign in" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const { callbackUrl } = await searchParams;
  const back = safeCallbackUrl(callbackUrl);
  if (await currentActor()) redirect(back);
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="w-full max-w-sm rounded-lg border border-line bg-white p-8 shadow-sm">
        <h1 className="mb-6 text-2xl font-semibold">Sign in</h1>
        <SignInForm callbackUrl={back} />
      </div>
    </main>
  );
}
