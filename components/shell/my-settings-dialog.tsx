"use client";
// My Settings (spec 1 §2, §5): first name, last name and department, all required; Update Info is disabled
// while any is empty or a save is in flight. The same zod schema is enforced by PUT /api/v1/me. "Change Password"
// sends reset instructions to the user's own address (spec 1 §8 texts, components/auth/send-reset.ts).
import * as Dialog from "@radix-ui/react-dialog";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { api } from "@/lib/api-client";
import { MSG, MY_SETTINGS } from "@/lib/messages";
import { ZUpdateMe, type TUpdateMe } from "@/lib/schemas/user";
import { sendResetInstructions } from "@/components/auth/send-reset";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: { first_name: string; last_name: string; department: string | null; email: string };
  departments: string[];
}

export function MySettingsDialog({ open, onOpenChange, initial, departments }: Props) {
  const router = useRouter();
  const [values, setValues] = useState<TUpdateMe>({
    first_name: initial.first_name,
    last_name: initial.last_name,
    department: initial.department ?? "",
  });
  const [saving, setSaving] = useState(false);
  const [sendingReset, setSendingReset] = useState(false);
  const valid = ZUpdateMe.safeParse(values).success;

  async function save() {
    setSaving(true);
    try {
      await api("/me", { method: "PUT", json: values });
      toast.success(MSG.accountUpdated);
      onOpenChange(false);
      router.refresh();
    } catch {
      toast.error(MSG.accountUpdateFailed);
    } finally {
      setSaving(false);
    }
  }

  const field = (key: keyof TUpdateMe) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
    required: true,
    className: "rounded border border-slate-300 px-3 py-2",
  });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-full max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{MY_SETTINGS.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">{initial.first_name ? "Your name and department." : "Tell us who you are."}</Dialog.Description>
          <form
            className="mt-4 flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (valid && !saving) void save();
            }}
          >
            <label className="flex flex-col gap-1 text-sm font-medium">
              {MY_SETTINGS.firstName}
              <input {...field("first_name")} autoComplete="given-name" />
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium">
              {MY_SETTINGS.lastName}
              <input {...field("last_name")} autoComplete="family-name" />
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium">
              {MY_SETTINGS.department}
              <select {...field("department")}>
                <option value="">Select a department</option>
                {departments.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </select>
            </label>
            <div className="mt-2 flex justify-end gap-2">
              <button
                type="button"
                disabled={sendingReset}
                onClick={() => {
                  setSendingReset(true);
                  void sendResetInstructions(initial.email).finally(() => setSendingReset(false));
                }}
                className="mr-auto rounded border border-slate-300 px-4 py-2 disabled:opacity-50"
              >
                {MY_SETTINGS.changePassword}
              </button>
              <Dialog.Close className="rounded border border-slate-300 px-4 py-2">Cancel</Dialog.Close>
              <button type="submit" disabled={!valid || saving} className="rounded bg-blue-700 px-4 py-2 text-white disabled:opacity-50">
                {MY_SETTINGS.submit}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
