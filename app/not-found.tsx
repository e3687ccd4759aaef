// Any other path (spec 1 §2): "Oops!", the explanation, "Error code 404" and a link home.
import Link from "next/link";
import { NOT_FOUND_SCREEN } from "@/lib/messages";

export default function NotFound() {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="text-center">
        <h1 className="text-4xl font-bold">{NOT_FOUND_SCREEN.title}</h1>
        <p className="mt-4 text-lg text-subtle">{NOT_FOUND_SCREEN.body}</p>
        <p className="mt-2 text-sm text-muted">{NOT_FOUND_SCREEN.code}</p>
        <Link href="/" className="mt-6 inline-block rounded bg-primary px-4 py-2 text-white">
          {NOT_FOUND_SCREEN.home}
        </Link>
      </div>
    </main>
  );
}
