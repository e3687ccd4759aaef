"use client";
// The default-language tab of the product form: name, asset format and assortments (≥ 1), marked required; price and
// margin (numeric; margin 0–100 %, lib/products/rules.ts), rich-text description, parent product, the metadata-driven
// inputs by display group, images and 3D models.
import { Controller, type FieldPath, type UseFormReturn } from "react-hook-form";
import { NumberField, RequiredMark, SelectField, TextField } from "@/components/ui/field";
import { FORM_MSG } from "@/lib/forms/messages";
import { assortmentLabel } from "@/lib/products/catalogue-view";
import { assetFormatOptions, FORM_LABELS, formFields, groupFields, readPath, type TFormMetadata } from "@/lib/products/form-mapping";
import { canChooseParent, MARGIN_RANGE } from "@/lib/products/rules";
import type { TProductFormValues, TProductInput } from "@/lib/schemas/product";
import type { TAssortmentOption } from "./metadata";
import { ImageUploader } from "./image-uploader";
import { MetadataField, toNumberOrNull } from "./metadata-field";
import { ModelUrls } from "./model-urls";
import { ParentSelect } from "./parent-select";
import type { TParentCandidate } from "./product-api";
import { RichTextInput } from "./rich-text";
import { ConcurrentEditGuard } from "@/components/coediting/concurrent-edit-warning";

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
      <p className="text-xs text-muted">{FORM_MSG.requiredNote}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="product-name" label={FORM_LABELS.name} required className="sm:col-span-2" error={errors.name?.message} {...register("name")} />
        <SelectField
          id="product-asset-format"
          label={FORM_LABELS.assetFormat}
          required
          placeholder="—"
          options={assetFormatOptions(metadata, values.asset_format).map((o) => ({ value: o, label: o }))}
          error={errors.asset_format?.message}
          {...register("asset_format")}
        />
        <NumberField id="product-price" label={FORM_LABELS.price} step="0.01" min="0" error={errors.price?.message} {...register("price", { setValueAs: toNumberOrNull })} />
        <NumberField
          id="product-margin"
          label={FORM_LABELS.margin}
          step="0.1"
          min={MARGIN_RANGE.min}
          max={MARGIN_RANGE.max}
          hint={FORM_LABELS.marginHint}
          error={errors.margin?.message}
          {...register("margin", { setValueAs: toNumberOrNull })}
        />
      </div>

      <fieldset className="flex flex-col gap-1" aria-describedby={errors.assortment ? "product-assortment-error" : undefined}>
        <legend className="text-sm font-medium">
          {FORM_LABELS.assortments}
          <RequiredMark />
        </legend>
        <div className="flex max-h-36 flex-col gap-1 overflow-y-auto rounded border border-line p-2">
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
        {errors.assortment && (
          <p id="product-assortment-error" className="text-sm text-danger">
            {errors.assortment.message}
          </p>
        )}
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
          <legend className="mb-1 text-sm font-semibold uppercase tracking-wide text-muted">{g.group}</legend>
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
