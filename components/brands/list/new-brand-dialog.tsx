"use client";
// "Add New Brand" (docs/decisions.md P10 "Add New Brand"): asks for the brand's name first, then POST /admin/brand
// {name} and on to the new brand's settings. The name follows the same rule as in brand settings (ZBrandName); the
// server's refusal lands under the field; any other failure shows the spec's "Sorry, there was an issue creating a
// new brand. Try again." and keeps the dialog open.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { showServerErrors } from "@/components/ui/form";
import { toast } from "@/components/ui/toast";
import { api, ApiError } from "@/lib/api-client";
import { BRAND_LIST, BRAND_MSG } from "@/lib/brands/messages";
import { ZNewBrandForm, type TNewBrandForm } from "@/lib/brands/settings-form";
import type { TCreatedBrand } from "@/lib/brands/wire";
import { formParseOptions } from "@/lib/forms/server-errors";
import { routes } from "@/lib/routes";

export function NewBrandDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={BRAND_LIST.addNew} description={BRAND_LIST.newBrandHint} size="sm" testId="new-brand-dialog">
      {/* Mounted per opening, so a reopened dialog starts empty. */}
      {open && <NewBrandForm onCancel={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function NewBrandForm({ onCancel }: { onCancel: () => void }) {
  const router = useRouter();
  const form = useForm<TNewBrandForm>({
    resolver: zodResolver(ZNewBrandForm, formParseOptions({ name: BRAND_LIST.newBrandName })),
    mode: "onTouched",
    defaultValues: { name: "" },
  });
  const { errors, isSubmitting } = form.formState;
  /** Created: the settings page is on its way; a second click must not make a second brand. */
  const [leaving, setLeaving] = useState(false);

  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      const { _id } = await api<TCreatedBrand>("/admin/brand", { method: "POST", json: { name } });
      setLeaving(true);
      router.push(routes.settings(_id));
    } catch (e) {
      if (e instanceof ApiError && e.status === 400) showServerErrors(form, e, { fields: ["name"], fallback: BRAND_MSG.createFailed });
      else toast.error(BRAND_MSG.createFailed);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 flex flex-col gap-4">
      <TextField label={BRAND_LIST.newBrandName} required autoComplete="off" autoFocus error={errors.name?.message} {...form.register("name")} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting || leaving}>
          {BRAND_LIST.newBrandCancel}
        </Button>
        <Button type="submit" variant="primary" loading={isSubmitting || leaving}>
          {BRAND_LIST.newBrandCreate}
        </Button>
      </div>
    </form>
  );
}
