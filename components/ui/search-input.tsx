"use client";
// A search box: a magnifier inside a type="search" input. The label is shown above it, or kept for screen readers
// only (`hideLabel`) where the screen already says what is searched.
import { Search } from "lucide-react";
import { useId, type InputHTMLAttributes, type Ref } from "react";

export interface TSearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "value" | "onChange"> {
  label: string;
  hideLabel?: boolean;
  value: string;
  onValueChange: (value: string) => void;
  /** Classes of the wrapping label (width, layout). */
  className?: string;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

export function SearchInput({ label, hideLabel = false, value, onValueChange, className, inputClassName, id, ...input }: TSearchInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={`flex flex-col gap-1 ${className ?? ""}`}>
      <label htmlFor={inputId} className={hideLabel ? "sr-only" : "text-sm font-medium"}>
        {label}
      </label>
      <span className="relative">
        <Search aria-hidden className="pointer-events-none absolute left-2 top-1/2 h-4 w-4 -translate-y-1/2 text-disabled" />
        <input
          {...input}
          id={inputId}
          type="search"
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          className={`w-full rounded-control border border-line-strong bg-white py-2 pl-8 pr-3 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-focus ${inputClassName ?? ""}`}
        />
      </span>
    </div>
  );
}
