// What a spent or expired link shows: the spec text, and for an expired invitation the support link after it.
import { routes } from "@/lib/routes";
import { PASSWORD_FORM } from "@/lib/brands/users-labels";

export function LinkProblem({ message, supportLink }: { message: string; supportLink?: boolean }) {
  return (
    <p role="alert" className="text-sm text-danger">
      {message}
      {supportLink && (
        <>
          {" "}
          <a href={routes.support} className="font-medium underline">
            {PASSWORD_FORM.support}
          </a>
          .
        </>
      )}
    </p>
  );
}
