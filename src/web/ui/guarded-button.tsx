import { Button, type ButtonProps } from "./button.tsx";
import { Tooltip } from "./tooltip.tsx";

/**
 * A button that, given `disabledReason`, is disabled but stays focusable and explains why in a tooltip
 * (product §6: 'Read-only mode'). Needs a TooltipProvider above it.
 */
export function GuardedButton({
  disabledReason,
  onClick,
  className,
  ...props
}: ButtonProps & { disabledReason?: string }) {
  if (!disabledReason) return <Button onClick={onClick} className={className} {...props} />;
  return (
    <Tooltip content={disabledReason}>
      <Button
        {...props}
        aria-disabled="true"
        onClick={(event) => event.preventDefault()}
        className={`${className ?? ""} cursor-not-allowed opacity-50`}
      />
    </Tooltip>
  );
}
