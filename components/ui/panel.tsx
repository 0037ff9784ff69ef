import type { ReactNode } from "react";

/** A white rounded section with an optional heading. */
export function Panel({
  title,
  children,
  className = "",
  headingLevel = 2,
}: {
  title?: ReactNode;
  children: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 ${className}`}>
      {title ? <Heading className="mb-3 text-lg font-bold text-stone-800">{title}</Heading> : null}
      {children}
    </section>
  );
}
