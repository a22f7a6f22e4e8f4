import {
  cloneElement,
  createContext,
  type FocusEvent,
  type ReactElement,
  type ReactNode,
  useContext,
  useRef,
} from "react";
import { lazyModule, useLazyModule } from "../lib/lazy-module.ts";

/**
 * Tooltips explain disabled controls on the first screen ('Read-only mode'), but their code (Radix
 * and Floating UI) loads after the table's first paint (docs/decisions/018): prefetched when the
 * browser is idle, or at the first hover or focus of a control that has one.
 */
const tooltipModule = lazyModule(() => import("./radix-tooltip.tsx"));

const DelayContext = createContext(700);

/** How long a pointer rests on a control before its tooltip shows, for every tooltip inside. */
export function TooltipProvider({
  delayDuration = 700,
  children,
}: {
  delayDuration?: number;
  children: ReactNode;
}) {
  return <DelayContext value={delayDuration}>{children}</DelayContext>;
}

type TriggerProps = {
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
  onPointerEnter?: (event: unknown) => void;
  onPointerLeave?: (event: unknown) => void;
  autoFocus?: boolean;
};

/** Wraps one focusable element and shows `content` on hover and keyboard focus. */
export function Tooltip({
  content,
  children,
  side = "bottom",
}: {
  content: ReactNode;
  children: ReactElement<TriggerProps>;
  side?: "top" | "bottom" | "left" | "right";
}) {
  const delayDuration = useContext(DelayContext);
  const loaded = useLazyModule(tooltipModule);
  const focused = useRef(false);
  const hovered = useRef(false);
  if (loaded) {
    // The element is mounted afresh inside the tooltip: it takes back the focus the stand-in had.
    const trigger = focused.current ? cloneElement(children, { autoFocus: true }) : children;
    // A pointer already resting on the stand-in opens the tooltip: Radix opens on pointer moves, and a
    // still pointer would otherwise never see its tooltip (a hover during a slow load).
    return (
      <loaded.RadixTooltipFor
        content={content}
        side={side}
        delayDuration={delayDuration}
        defaultOpen={hovered.current}
      >
        {trigger}
      </loaded.RadixTooltipFor>
    );
  }
  const own = children.props;
  return cloneElement(children, {
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      hovered.current = true;
      void tooltipModule.load();
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      hovered.current = false;
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      focused.current = true;
      void tooltipModule.load();
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      focused.current = false;
    },
  });
}
