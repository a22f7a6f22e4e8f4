import { Switch as RadixSwitch } from "radix-ui";
import { useId } from "react";

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
  return (
    <div className="flex items-center gap-2">
      <RadixSwitch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        className="relative h-[18px] w-8 shrink-0 cursor-pointer rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-slate-900"
      >
        <RadixSwitch.Thumb className="block size-3.5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[16px]" />
      </RadixSwitch.Root>
      <label htmlFor={id} className="cursor-pointer select-none text-[13px] text-slate-700">
        {label}
      </label>
    </div>
  );
}
