import type { ReactNode } from "react";

/** A quiet boxed group inside a step for adding a customer or a location in place. */
export function InlinePanel({
  title,
  titleId,
  children,
}: {
  title: string;
  titleId: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3"
    >
      <h4 id={titleId} className="text-[13px] font-semibold text-slate-800">
        {title}
      </h4>
      {children}
    </section>
  );
}
