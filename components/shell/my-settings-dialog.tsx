"use client";
// My Settings (spec 1 §2, §5): first name, last name and department, all required (and marked so); Update Info is
// disabled while any is empty or a save is in flight. react-hook-form over ZUpdateMe, the schema PUT /api/v1/me
// enforces; the server's refusal lands under the field it names. "Change Password" sends reset instructions to the
// user's own address (spec 1 §8 texts, components/shell/send-reset.ts).
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SelectField, TextField } from "@/components/ui/field";
import { showServerErrors } from "@/components/ui/form";
import { toast } from "@/components/ui/toast";
import { api, ApiError } from "@/lib/api-client";
import { formParseOptions } from "@/lib/forms/server-errors";
import { MSG, MY_SETTINGS } from "@/lib/messages";
import { ZUpdateMe, type TUpdateMe } from "@/lib/schemas/user";
import { sendResetInstructions } from "@/components/shell/send-reset";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: { first_name: string; last_name: string; department: string | null; email: string };
  departments: string[];
}

const FIELDS = ["first_name", "last_name", "department"] as const;

export function MySettingsDialog({ open, onOpenChange, initial, departments }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={MY_SETTINGS.title} description={initial.first_name ? MY_SETTINGS.intro : MY_SETTINGS.introNew}>
      {/* Mounted per opening: a reopened dialog starts from the stored values, not from abandoned edits. */}
      {open && <MySettingsForm initial={initial} departments={departments} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function MySettingsForm({ initial, departments, onClose }: Omit<Props, "open" | "onOpenChange"> & { onClose: () => void }) {
  const router = useRouter();
  const form = useForm<TUpdateMe>({
    resolver: zodResolver(ZUpdateMe, formParseOptions()),
    mode: "onChange",
    defaultValues: { first_name: initial.first_name, last_name: initial.last_name, department: initial.department ?? "" },
  });
  const { errors, isValid, isSubmitting } = form.formState;
  const [sendingReset, setSendingReset] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await api("/me", { method: "PUT", json: values });
      toast.success(MSG.accountUpdated);
      onClose();
      router.refresh();
    } catch (e) {
      if (e instanceof ApiError && e.status === 400) showServerErrors(form, e, { fields: FIELDS, fallback: MSG.accountUpdateFailed });
      else toast.error(MSG.accountUpdateFailed);
    }
  });

  // A department no longer in the list stays choosable, so opening the dialog never changes it.
  const current = form.getValues("department");
  const options = [...departments, ...(current && !departments.includes(current) ? [current] : [])].map((d) => ({ value: d, label: d }));

  return (
    <form noValidate className="mt-4 flex flex-col gap-4" onSubmit={(e) => void onSubmit(e)}>
      <TextField label={MY_SETTINGS.firstName} required autoComplete="given-name" error={errors.first_name?.message} {...form.register("first_name")} />
      <TextField label={MY_SETTINGS.lastName} required autoComplete="family-name" error={errors.last_name?.message} {...form.register("last_name")} />
      <SelectField
        label={MY_SETTINGS.department}
        required
        placeholder={MY_SETTINGS.chooseDepartment}
        options={options}
        error={errors.department?.message}
        {...form.register("department")}
      />
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          className="mr-auto"
          loading={sendingReset}
          onClick={() => {
            setSendingReset(true);
            void sendResetInstructions(initial.email).finally(() => setSendingReset(false));
          }}
        >
          {MY_SETTINGS.changePassword}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {MY_SETTINGS.cancel}
        </Button>
        <Button type="submit" variant="primary" disabled={!isValid} loading={isSubmitting}>
          {MY_SETTINGS.submit}
        </Button>
      </div>
    </form>
  );
}
