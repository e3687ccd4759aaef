"use client";
// Forms of the kit: react-hook-form with a zod schema from lib/ (resolver options: lib/forms/server-errors.ts
// formParseOptions) and the server's refusal shown where the user looks — each reason under its field (the first
// field focused), a toast only for what no field shows (docs/decisions.md P10 "Validation messages").
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { placeServerErrors, refusalToast, serverProblem, type TPlaceOptions } from "@/lib/forms/server-errors";
import { toast } from "./toast";

/**
 * Shows a failed save: reasons under their fields, then one toast. Returns true when the server named at least one
 * field of the form (the caller may keep the dialog open).
 */
export function showServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "setError">,
  error: unknown,
  opts: TPlaceOptions<Path<T>> & { fallback: string },
): boolean {
  const problem = serverProblem(error);
  const placed = placeServerErrors(problem?.invalidParams ?? [], opts);
  placed.fields.forEach((f, i) => form.setError(f.field, { type: "server", message: f.message }, { shouldFocus: i === 0 }));
  toast.error(refusalToast(problem, placed, opts.fallback));
  return placed.fields.length > 0;
}
