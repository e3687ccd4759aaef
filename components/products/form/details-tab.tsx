"use client";
// The default-language tab of the product form: name, asset format, assortments (≥ 1), price and margin (numeric),
// rich-text description, parent product, the metadata-driven inputs by display group, images and 3D models.
import { Controller, type FieldPath, type UseFormReturn } from "react-hook-form";
import { assortmentLabel } from "@/lib/products/catalogue-view";
import { assetFormatOptions, FORM_LABELS, formFields, groupFields, readPath, type TFormMetadata } from "@/lib/products/form-mapping";
import { canChooseParent } from "@/lib/products/rules";
import type { TProductFormValues, TProductInput } from "@/lib/schemas/product";
import type { TAssortmentOption } from "./metadata";
import { ImageUploader } from "./image-uploader";
import { MetadataField, toNumberOrNull } from "./metadata-field";
import { ModelUrls } from "./model-urls";
import { ParentSelect } from "./parent-select";
import type { TParentCandidate } from "./product-api";
import { RichTextInput } from "./rich-text";
import { ConcurrentEditGuard } from "@/components/wizard/concurrent-edit-warning";

interface Props {
  form: UseFormReturn<TProductFormValues, unknown, TProductInput>;
  brandId: string;
  productId?: string;
  metadata: TFormMetadata[];
  assortments: TAssortmentOption[];
  hasChildren: boolean;
  parent: TParentCandidate | null;
  onParent(p: TParentCandidate | null): void;
}

const inputClass = "rounded border border-slate-300 px-3 py-2 text-sm";

function errorAt(errors: unknown, path: string): string | undefined {
  const e = readPath(errors, path) as { message?: string } | undefined;
  return e?.message;
}

export function DetailsTab({ form, brandId, productId, metadata, assortments, hasChildren, parent, onParent }: Props) {
  const { register, control, watch, setValue, formState } = form;
  const errors = formState.errors;
  const values = watch();
  const groups = groupFields(formFields(metadata));
  const parentSet = Boolean(values.parent_id);
  const assortment = values.assortment ?? [];

  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor="product-name" className="text-sm font-medium">
            {FORM_LABELS.name}
          </label>
          <input id="product-name" {...register("name")} className={inputClass} aria-invalid={Boolean(errors.name)} aria-describedby={errors.name ? "product-name-error" : undefined} />
          {errors.name && (
            <p id="product-name-error" className="text-sm text-red-700">
              {errors.name.message}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="product-asset-format" className="text-sm font-medium">
            {FORM_LABELS.assetFormat}
          </label>
          <select id="product-asset-format" {...register("asset_format")} className={inputClass}>
            <option value="">—</option>
            {assetFormatOptions(metadata, values.asset_format).map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="product-price" className="text-sm font-medium">
            {FORM_LABELS.price}
          </label>
          <input id="product-price" type="number" step="0.01" min="0" inputMode="decimal" {...register("price", { setValueAs: toNumberOrNull })} className={inputClass} />
          {errors.price && <p className="text-sm text-red-700">{errors.price.message}</p>}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="product-margin" className="text-sm font-medium">
            {FORM_LABELS.margin}
          </label>
          <input id="product-margin" type="number" step="0.1" inputMode="decimal" {...register("margin", { setValueAs: toNumberOrNull })} className={inputClass} />
        </div>
      </div>

      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium">{FORM_LABELS.assortments}</legend>
        <div className="flex max-h-36 flex-col gap-1 overflow-y-auto rounded border border-slate-200 p-2">
          {assortments.map((a) => (
            <label key={a._id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={assortment.includes(a._id)}
                onChange={(e) =>
                  setValue("assortment", e.target.checked ? [...assortment, a._id] : assortment.filter((x) => x !== a._id), { shouldDirty: true, shouldValidate: formState.isSubmitted })
                }
              />
              {assortmentLabel(a)}
            </label>
          ))}
        </div>
        {errors.assortment && <p className="text-sm text-red-700">{errors.assortment.message}</p>}
      </fieldset>

      <div className="flex flex-col gap-1">
        <span id="product-description-label" className="text-sm font-medium">
          {FORM_LABELS.description}
        </span>
        <ConcurrentEditGuard productId={productId}>
          <Controller
            control={control}
            name="description"
            render={({ field }) => <RichTextInput id="product-description" labelId="product-description-label" value={field.value ?? ""} onChange={field.onChange} />}
          />
        </ConcurrentEditGuard>
      </div>

      {canChooseParent(hasChildren) && (
        <ParentSelect
          brandId={brandId}
          assortmentId={assortment[0] ?? null}
          selfId={productId}
          value={values.parent_id ?? null}
          selected={parent}
          onChange={(p) => {
            onParent(p);
            setValue("parent_id", p?._id ?? null, { shouldDirty: true });
          }}
        />
      )}

      {groups.map((g) => (
        <fieldset key={g.group} className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-semibold uppercase tracking-wide text-slate-600">{g.group}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {g.fields.map((f) => (
              <MetadataField
                key={f.path}
                field={f}
                register={register}
                locked={f.familyIdentifier && parentSet}
                lockedValue={readPath(values, f.path)}
                error={errorAt(errors, f.path)}
              />
            ))}
          </div>
        </fieldset>
      ))}

      <Controller
        control={control}
        name="images"
        render={({ field }) => <ImageUploader brandId={brandId} images={field.value ?? []} onChange={field.onChange} />}
      />
      <Controller
        control={control}
        name={"three_dimensional_models" as FieldPath<TProductFormValues>}
        render={({ field }) => <ModelUrls models={(field.value as { url: string; order: number }[] | undefined) ?? []} onChange={field.onChange} />}
      />
    </div>
  );
}
