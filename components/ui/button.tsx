import Link from "next/link";
import type { ComponentProps } from "react";

// Big touch targets (at least 48px) for use with one thumb at a table.
const variants = {
  primary: "bg-felt-700 text-white hover:bg-felt-800 active:bg-felt-900 disabled:bg-stone-400",
  secondary:
    "bg-white text-stone-900 ring-1 ring-stone-300 hover:bg-stone-50 active:bg-stone-100 disabled:text-stone-400",
  danger: "bg-white text-red-700 ring-1 ring-red-300 hover:bg-red-50 active:bg-red-100",
  ghost: "text-felt-700 hover:bg-felt-50 active:bg-felt-100",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  return `inline-flex min-h-12 min-w-0 items-center justify-center gap-2 rounded-xl px-[clamp(0.5rem,4vw,1rem)] text-center text-lg font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:cursor-not-allowed ${variants[variant]} ${extra}`;
}

export function Button({
  variant = "primary",
  className = "",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant }) {
  return <button type="button" className={buttonClass(variant, className)} {...props} />;
}

export function LinkButton({
  variant = "primary",
  className = "",
  ...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}
