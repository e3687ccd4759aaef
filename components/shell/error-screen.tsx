// The error screen of spec 1 §2: title, optional code, a message or a generic line, and a support link.
import { ERROR_SCREEN } from "@/lib/messages";
import { routes } from "@/lib/routes";

export function ErrorScreen({ code, message }: { code?: string | null; message?: string | null }) {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="max-w-lg rounded-lg border border-line bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-semibold">{ERROR_SCREEN.title}</h1>
        {code && <p className="mt-2 text-sm font-medium text-muted">Error code {code}</p>}
        <p className="mt-4 text-subtle">{message || ERROR_SCREEN.generic}</p>
        <p className="mt-6 flex justify-center gap-4">
          <a className="text-primary underline" href={routes.support}>
            {ERROR_SCREEN.support}
          </a>
          <a className="text-primary underline" href="/">
            Go home
          </a>
        </p>
      </div>
    </main>
  );
}
