// What a spent or expired link shows: the spec text, and for an expired invitation the support link after it.
import { SUPPORT_EMAIL } from "@/lib/constants";
import { PASSWORD_FORM } from "@/lib/brands/users-labels";

export function LinkProblem({ message, supportLink }: { message: string; supportLink?: boolean }) {
  return (
    <p role="alert" className="text-sm text-danger">
      {message}
      {supportLink && (
        <>
          {" "}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium underline">
            {PASSWORD_FORM.support}
          </a>
          .
        </>
      )}
    </p>
  );
}
