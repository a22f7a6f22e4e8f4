import { type CsvImportResult, count } from "../../../shared/csv-import.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "../../ui/dialog.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { ImportPreview } from "./import-preview.tsx";
import { ImportResult } from "./import-result.tsx";
import { UploadView } from "./upload-view.tsx";
import { type Step, useCsvImport } from "./use-csv-import.ts";

/** The Import CSV dialog (product §4, §7): upload, preview, import, result. */
export function ImportCsvDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { step, fileError, fileInput, chooseFile, toggleRow, importFile, again, reset } = useCsvImport();
  const processing = step.name === "processing";

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Closing mid-upload would lose sight of an import that still completes on the server.
        if (processing) return;
        onOpenChange(next);
        if (!next) reset();
      }}
    >
      <DialogContent
        title="Import Bookings from CSV"
        description="Add many bookings at once from a spreadsheet saved as CSV. Missing customers and locations are created; aircraft types must already exist. Nothing is imported until you have seen what the file holds."
        // The preview is a wide table: it takes a large screen's width so its rows stay on one line.
        className={step.name === "preview" ? "w-[min(100rem,95vw)]" : "w-[min(46rem,calc(100vw-2rem))]"}
        onEscapeKeyDown={(event) => processing && event.preventDefault()}
        footer={
          <ImportFooter
            step={step}
            again={again}
            importFile={(csvUrl, checked) => void importFile(csvUrl, checked)}
          />
        }
      >
        {step.name === "idle" ? (
          <UploadView
            fileInput={fileInput}
            fileError={fileError}
            chooseFile={(files) => void chooseFile(files)}
          />
        ) : null}
        {step.name === "processing" ? (
          <div className="space-y-3 py-6 text-slate-700">
            <div className="flex items-center gap-3">
              <Spinner className="size-6" label="Processing CSV file..." />
              <span>Processing CSV file...</span>
            </div>
            {step.sent !== undefined && step.sent < 1 ? (
              <progress className="h-2 w-full" aria-label="Uploading" max={1} value={step.sent} />
            ) : null}
          </div>
        ) : null}
        {step.name === "preview" ? (
          <ImportPreview
            result={step.result}
            checking={step.checking ?? false}
            toggle={(row) => void toggleRow(row)}
          />
        ) : null}
        {step.name === "result" ? <ImportResult result={step.result} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** Upload Another File and Import after the preview; Close, which waits while the file is processed. */
function ImportFooter({
  step,
  again,
  importFile,
}: {
  step: Step;
  again: () => void;
  importFile: (csvUrl: string, checked: CsvImportResult) => void;
}) {
  return step.name === "preview" ? (
    <>
      <Button onClick={again}>Upload Another File</Button>
      <Button
        variant="primary"
        autoFocus
        disabled={step.checking}
        onClick={() => importFile(step.csvUrl, step.result)}
      >
        {`Import ${count(step.result.stats.createdBookings, "booking")}`}
      </Button>
    </>
  ) : step.name === "result" ? (
    <>
      <Button onClick={again}>Upload Another File</Button>
      <DialogClose asChild>
        <Button variant="primary" autoFocus>
          Close
        </Button>
      </DialogClose>
    </>
  ) : (
    <DialogClose asChild>
      <Button disabled={step.name === "processing"}>Close</Button>
    </DialogClose>
  );
}
