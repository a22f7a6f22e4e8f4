import { ChevronLeft, ChevronRight, LoaderCircle } from "lucide-react";
import { Button } from "../../../ui/button.tsx";
import { LAST_STEP, WIZARD_STEPS, type WizardStep } from "./steps.ts";

/** The bar of three segments, filled up to the current step, and the step's title. */
export function StepProgress({ step, title }: { step: WizardStep; title: string }) {
  return (
    <div className="space-y-2">
      <div className="flex gap-1.5" aria-hidden="true">
        {WIZARD_STEPS.map((entry, index) => (
          <span
            key={entry.title}
            className={
              index < step ? "h-1 flex-1 rounded-full bg-slate-900" : "h-1 flex-1 rounded-full bg-slate-200"
            }
          />
        ))}
      </div>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
    </div>
  );
}

/** Previous (after step 1), Cancel, and Next or, on the last step, Create Booking. */
export function WizardFooter({
  step,
  pending,
  nextEnabled,
  onPrevious,
  onNext,
  onCreate,
  onClose,
}: {
  step: WizardStep;
  pending: boolean;
  nextEnabled: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onCreate: () => void;
  onClose: () => void;
}) {
  return (
    <>
      {step > 1 ? (
        <Button key="previous" className="mr-auto" onClick={onPrevious} disabled={pending}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Button>
      ) : null}
      <Button key="cancel" onClick={onClose} disabled={pending}>
        Cancel
      </Button>
      {/* Distinct keys: Next and Create Booking are different buttons, so a click on Next never creates. */}
      {step < LAST_STEP ? (
        <Button key="next" variant="primary" onClick={onNext} disabled={!nextEnabled}>
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      ) : (
        <Button key="create" variant="primary" onClick={onCreate} disabled={pending}>
          {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
          {pending ? "Creating..." : "Create Booking"}
        </Button>
      )}
    </>
  );
}
