import { useId } from "react";

/**
 * An on/off switch with its label (WAI-ARIA switch: a button, toggled by click, Space or Enter). Plain
 * markup rather than Radix's: it is on the table's first screen (docs/decisions/018).
 */
export function SwitchField({
  label,
  checked,
  onCheckedChange,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  const state = checked ? "checked" : "unchecked";
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        role="switch"
        id={id}
        aria-checked={checked}
        data-state={state}
        onClick={() => onCheckedChange(!checked)}
        className="relative h-[18px] w-8 shrink-0 cursor-pointer rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-slate-900"
      >
        <span
          data-state={state}
          className="block size-3.5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[16px]"
        />
      </button>
      <label htmlFor={id} className="cursor-pointer select-none text-[13px] text-slate-700">
        {label}
      </label>
    </div>
  );
}
