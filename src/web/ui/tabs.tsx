import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
} from "react";

/**
 * Tabs with Radix's API (`Tabs.Root/List/Trigger/Content`) and behaviour (WAI-ARIA tabs: the arrow
 * keys, Home and End move between tabs and show them, one Tab stop for the list, the panel unmounted
 * when hidden), in a few lines: the scheduler's tabs are on the first screen, and Radix's with its
 * roving-focus and collection code cost 10 KB of the table's first download (docs/decisions/018).
 */
const TabsContext = createContext<{ value: string; onValueChange: (value: string) => void; id: string }>({
  value: "",
  onValueChange: () => undefined,
  id: "",
});

const triggerId = (id: string, value: string) => `${id}-tab-${value}`;
const contentId = (id: string, value: string) => `${id}-panel-${value}`;

function Root({
  value,
  onValueChange,
  children,
}: {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return <TabsContext value={{ value, onValueChange, id }}>{children}</TabsContext>;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function List({ onKeyDown, ...props }: ComponentProps<"div">) {
  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const move = MOVES[event.key];
    if (!move || event.defaultPrevented) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    const next = tabs[move(index, tabs.length)];
    next?.focus();
    // Shown as it is focused (Radix's automatic activation).
    next?.click();
  };
  return <div role="tablist" aria-orientation="horizontal" onKeyDown={onListKeyDown} {...props} />;
}

function Trigger({ value, onClick, ...props }: Omit<ComponentProps<"button">, "value"> & { value: string }) {
  const tabs = useContext(TabsContext);
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.id, value)}
      aria-selected={selected}
      aria-controls={contentId(tabs.id, value)}
      data-state={selected ? "active" : "inactive"}
      tabIndex={selected ? 0 : -1}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.onValueChange(value);
      }}
      {...props}
    />
  );
}

function Content({ value, ...props }: Omit<ComponentProps<"div">, "value"> & { value: string }) {
  const tabs = useContext(TabsContext);
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={contentId(tabs.id, value)}
      aria-labelledby={triggerId(tabs.id, value)}
      data-state="active"
      {...props}
    />
  );
}

export const Tabs = { Root, List, Trigger, Content };
