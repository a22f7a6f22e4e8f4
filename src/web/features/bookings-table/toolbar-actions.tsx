import { ClipboardList, Printer } from "lucide-react";
import { Suspense, useState } from "react";
import { lazyComponent } from "../../lib/lazy-module.ts";
import { Button } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { ExportButton } from "./toolbar.tsx";

// The sheet (and Radix's dialog) loads after the first rows, or when it is first opened
// (docs/decisions/018).
const DailySheetDialog = lazyComponent(() =>
  import("./daily-sheet/daily-sheet-dialog.tsx").then((m) => m.DailySheetDialog),
);

/**
 * The toolbar's right end: a refresh under way, then Print (the month), Daily flight sheet (one day,
 * docs/decisions/017) and Export CSV. None of it prints.
 */
export function ToolbarActions({
  refreshing,
  exportReady,
  onExport,
  sheetDate,
}: {
  refreshing: boolean;
  exportReady: boolean;
  onExport: () => void;
  /** The day the Daily flight sheet opens on. */
  sheetDate: string;
}) {
  const [sheetOpen, setSheetOpen] = useState(false);
  return (
    <div data-print-hide="" className="ml-auto flex items-center gap-2">
      {refreshing ? <Spinner className="size-4" label="Refreshing" /> : null}
      <Button size="sm" onClick={() => window.print()}>
        <Printer className="size-3.5" aria-hidden="true" />
        Print
      </Button>
      <Button size="sm" onClick={() => setSheetOpen(true)}>
        <ClipboardList className="size-3.5" aria-hidden="true" />
        Daily flight sheet
      </Button>
      <ExportButton onExport={onExport} disabled={!exportReady} />
      {sheetOpen ? (
        <Suspense fallback={null}>
          <DailySheetDialog open onOpenChange={setSheetOpen} initialDate={sheetDate} />
        </Suspense>
      ) : null}
    </div>
  );
}
