import { Tooltip as RadixTooltip } from "radix-ui";
import type { ReactElement, ReactNode } from "react";

/** ui/tooltip.tsx's tooltip itself, loaded after the table's first paint (with Floating UI). */
export function RadixTooltipFor({
  content,
  children,
  side,
  delayDuration,
  defaultOpen,
}: {
  content: ReactNode;
  children: ReactElement;
  side: "top" | "bottom" | "left" | "right";
  delayDuration: number;
  defaultOpen: boolean;
}) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root defaultOpen={defaultOpen}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={6}
            className="z-50 rounded-md bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow-md animate-fade-in"
          >
            {content}
            <RadixTooltip.Arrow className="fill-slate-900" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
