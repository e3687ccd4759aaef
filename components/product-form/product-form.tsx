"use client";
// The product form (spec 1 §2, §4, §5): react-hook-form over ZProductInput, language tabs, save gated by
// rules.canSaveProduct, the family-identifier confirmation, a read-only form for a product used in an active or
// closed study, and a stale-edit conflict that keeps the user's edits.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type FieldErrors, type Path } from "react-hook-form";
import { showServerErrors } from "@/components/ui/form";
import { toast } from "@/components/ui/toast";
import { GraphQLRequestError } from "@/lib/graphql-client";
import { MSG } from "@/lib/messages";
import { DEFAULT_LANGUAGE_CODE } from "@/lib/constants";
import { formParseOptions } from "@/lib/forms/server-errors";
import {
  emptyFormValues,
  familyIdentifierConflict,
  FIXED_PATHS,
  FORM_LABELS,
  formFields,
  formValuesToInput,
  productToFormValues,
  readPath,
} from "@/lib/products/form-mapping";
import { PRODUCT_MSG } from "@/lib/products/messages";
import { canSaveProduct } from "@/lib/products/rules";
import { ZProductInput, type TProductFormValues, type TProductInput } from "@/lib/schemas/product";
import { DetailsTab } from "./details-tab";
import { FamilyConfirmDialog } from "./family-confirm-dialog";
import { LanguageTabs, panelId, tabId } from "./language-tabs";
import { saveProduct, type TParentCandidate } from "./product-api";
import type { TFormSnapshot } from "./product-form-body";
import { TranslationTab } from "./translation-tab";

interface Props {
  brandId: string;
  assortmentId?: string;
  snapshot: TFormSnapshot;
  onCancel(): void;
  onSaved(productId: string): void;
  reload(): Promise<TFormSnapshot>;
}

/** The first error message in a nested react-hook-form error tree. */
function firstError(errors: FieldErrors): string | null {
  for (const value of Object.values(errors)) {
    if (!value || typeof value !== "object") continue;
    if ("message" in value && typeof value.message === "string" && value.message) return value.message;
    const nested = firstError(value as FieldErrors);
    if (nested) return nested;
  }
  return null;
}

export function ProductForm({ brandId, assortmentId, snapshot: initial, onCancel, onSaved, reload }: Props) {
  const [snapshot, setSnapshot] = useState(initial);
  const { product, metadata, assortments, languages } = snapshot;
  const form = useForm<TProductFormValues, unknown, TProductInput>({
    resolver: zodResolver(ZProductInput, formParseOptions()),
    // A slip such as a margin of 250 is pointed out when the field is left, not only on Save.
    mode: "onTouched",
    defaultValues: product ? productToFormValues(product) : emptyFormValues(brandId, assortmentId),
  });
  const [parent, setParent] = useState<TParentCandidate | null>(snapshot.parent);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ name: string; data: TProductInput } | null>(null);
  const defaultLanguage = product?.language ?? DEFAULT_LANGUAGE_CODE;
  const [activeTab, setActiveTab] = useState(defaultLanguage);

  const editable = product?.is_editable ?? true;
  const values = form.watch();
  const translations = values.additional_languages ?? [];
  const saveEnabled = canSaveProduct({ name: values.name, asset_format: values.asset_format, assortment: values.assortment, is_editable: editable, saving });

  async function persist(data: TProductInput, keepParent: boolean) {
    setSaving(true);
    setConflict(null);
    try {
      const input = formValuesToInput({ ...data, parent_id: keepParent ? data.parent_id : null });
      const saved = await saveProduct(input);
      toast.success(product ? PRODUCT_MSG.updated : PRODUCT_MSG.created);
      onSaved(saved._id);
    } catch (e) {
      if (e instanceof GraphQLRequestError && e.code === "conflict") {
        // Stale date_modified: someone saved in between. Keep every edit; the user decides whether to reload.
        setConflict(e.message);
      } else if (e instanceof GraphQLRequestError && e.code === "invalid") {
        // Each reason under its field (first one focused); the toast only for what no field shows.
        const fields = [...FIXED_PATHS, ...formFields(metadata).map((f) => f.path), "images", "three_dimensional_models", "additional_languages"];
        showServerErrors(form, e, { fields: fields as Path<TProductFormValues>[], prefix: "product.", fallback: MSG.genericItemError(product ? "updating" : "creating") });
      } else {
        toast.error(e instanceof Error && e.message ? e.message : MSG.genericItemError(product ? "updating" : "creating"));
      }
    } finally {
      setSaving(false);
    }
  }

  const onSubmit = form.handleSubmit(
    (data) => {
      const name = data.parent_id ? familyIdentifierConflict(data, parent, metadata) : null;
      if (name) setConfirm({ name, data });
      else void persist(data, true);
    },
    (errors) => {
      const message = firstError(errors);
      if (message) toast.error(message);
    },
  );

  async function reloadLatest() {
    const fresh = await reload();
    setSnapshot(fresh);
    setParent(fresh.parent);
    form.reset(fresh.product ? productToFormValues(fresh.product) : emptyFormValues(brandId, assortmentId));
    setConflict(null);
  }

  const addLanguage = (language: string) => {
    form.setValue("additional_languages", [...translations, { language, completed: false, fields: {}, price: null }], { shouldDirty: true });
    setActiveTab(language);
  };
  const nameOf = (code: string) => languages.find((l) => l.code === code)?.display_name ?? code;

  return (
    <form onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col" noValidate>
      <div className="flex-1 overflow-y-auto px-6 py-4">
        {!editable && (
          <p role="alert" className="mb-4 rounded border border-warning-line bg-warning-soft p-3 text-sm text-warning-ink">
            {PRODUCT_MSG.notEditable}
          </p>
        )}
        {conflict && (
          <div role="alert" className="mb-4 flex flex-col gap-2 rounded border border-danger-line bg-danger-soft p-3 text-sm text-danger-ink">
            <strong>{FORM_LABELS.conflictTitle}</strong>
            <span>{conflict}</span>
            <button type="button" onClick={() => void reloadLatest()} className="self-start rounded border border-danger-line bg-white px-3 py-1">
              {FORM_LABELS.reload}
            </button>
          </div>
        )}
        <LanguageTabs
          defaultLanguage={defaultLanguage}
          translations={translations}
          languages={languages}
          active={activeTab}
          canAdd={editable}
          onSelect={setActiveTab}
          onAdd={addLanguage}
        />
        {/* A product used in an active or closed study is shown read-only (spec 1 §4). */}
        <fieldset disabled={!editable} className="mt-4 min-w-0">
          <legend className="sr-only">{FORM_LABELS.details}</legend>
          <div role="tabpanel" id={panelId(defaultLanguage)} aria-labelledby={tabId(defaultLanguage)} hidden={activeTab !== defaultLanguage}>
            <DetailsTab
              form={form}
              brandId={brandId}
              productId={product?._id}
              metadata={metadata}
              assortments={assortments}
              hasChildren={(product?.children.length ?? 0) > 0}
              parent={parent}
              onParent={setParent}
            />
          </div>
          {translations.map((t, i) =>
            activeTab === t.language ? (
              <div key={t.language} role="tabpanel" id={panelId(t.language)} aria-labelledby={tabId(t.language)}>
                <TranslationTab
                  translation={t}
                  languageName={nameOf(t.language)}
                  metadata={metadata}
                  source={(path) => readPath(values, path)}
                  onChange={(next) => form.setValue(`additional_languages.${i}`, next, { shouldDirty: true })}
                />
              </div>
            ) : null,
          )}
        </fieldset>
      </div>
      <div className="flex justify-end gap-2 border-t border-line px-6 py-3">
        <button type="button" onClick={onCancel} className="rounded border border-line-strong px-4 py-2">
          {FORM_LABELS.cancel}
        </button>
        <button type="submit" disabled={!saveEnabled} className="rounded bg-primary px-4 py-2 text-white disabled:opacity-50">
          {saving ? FORM_LABELS.saving : FORM_LABELS.save}
        </button>
      </div>
      <FamilyConfirmDialog
        identifierName={confirm?.name ?? null}
        onAnswer={(keep) => {
          const data = confirm?.data;
          setConfirm(null);
          if (data) void persist(data, keep);
        }}
      />
    </form>
  );
}
