// Buttons of the dashboard: one look per variant (primary, secondary, ghost, danger, link) and size, and a loading
// state that keeps the label, shows a spinner, disables the button and sets aria-busy. `buttonClass` gives the same
// look to things that must stay another element (Radix `Dialog.Close`, a Next `Link`).
import { Loader2 } from "lucide-react";
import type { ButtonHTMLAttributes, Ref } from "react";

export type TButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "link";
export type TButtonSize = "sm" | "md";

const focus = "focus:outline-none focus-visible:ring-2 focus-visible:ring-focus";
const VARIANT: Record<TButtonVariant, string> = {
  primary: `rounded-control bg-primary font-medium text-white hover:bg-primary-strong disabled:opacity-50 ${focus} focus-visible:ring-offset-2`,
  secondary: `rounded-control border border-line-strong hover:bg-canvas disabled:opacity-50 ${focus}`,
  ghost: `rounded-control text-subtle hover:bg-sunken disabled:opacity-50 ${focus}`,
  danger: `rounded-control bg-danger font-medium text-white hover:bg-danger-strong disabled:opacity-50 ${focus} focus-visible:ring-offset-2`,
  link: `text-primary-strong underline hover:text-primary-ink disabled:cursor-not-allowed disabled:text-disabled disabled:no-underline ${focus}`,
};
const SIZE: Record<TButtonSize, string> = { sm: "px-2 py-1 text-xs", md: "px-4 py-2 text-sm" };

/** The classes of a button of this variant and size (links carry no padding). */
export function buttonClass(variant: TButtonVariant = "secondary", size: TButtonSize = "md"): string {
  if (variant === "link") return `${VARIANT.link} ${size === "sm" ? "text-xs" : "text-sm"}`;
  return `${VARIANT[variant]} ${SIZE[size]}`;
}

export interface TButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: TButtonVariant;
  size?: TButtonSize;
  /** A call is running: the button is disabled, shows a spinner and tells assistive technology it is busy. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = "secondary", size = "md", loading = false, className, disabled, children, type = "button", ...rest }: TButtonProps) {
  const cls = `${buttonClass(variant, size)}${loading ? " inline-flex items-center gap-1.5" : ""}${className ? ` ${className}` : ""}`;
  return (
    <button {...rest} type={type} className={cls} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
      {children}
    </button>
  );
}
