import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { CsvImportResult } from "../../../shared/csv-import.ts";
import { BOOKINGS_PATH } from "../../data/get-bookings.ts";
import { CUSTOMERS_PATH } from "../../data/get-customers.ts";
import { LOCATIONS_PATH } from "../../data/get-locations.ts";
import { ApiError } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast-store.ts";
import { fileProblem, processCsv, uploadCsv } from "./csv-calls.ts";

/**
 * Product §4 CSV import: idle (the upload button) → processing (spinner) → result. Between the upload
 * and the import the file is checked and previewed (a dry run writes nothing), so a wrong file is seen
 * before it is imported: every row's problem, or what will be created and what is already there.
 */
export type Step =
  | { name: "idle" }
  | { name: "processing"; sent?: number }
  | { name: "preview"; csvUrl: string; result: CsvImportResult; checking?: boolean }
  | { name: "result"; result: CsvImportResult };

/** Rows that match a stored booking and are imported all the same, as the last check answered. */
export const chosenRows = (result: CsvImportResult) =>
  (result.preview ?? []).filter((row) => row.matches && !row.duplicate).map((row) => row.row);

/** The server's words for a failed call, or `fallback` when the call never reached it. */
const serverText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? (error.serverError ?? error.message) : fallback;

/** The import dialog's steps, and the upload, dry run and import that move between them. */
export function useCsvImport() {
  const [step, setStep] = useState<Step>({ name: "idle" });
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();

  const failed = (error: unknown) => {
    const text = serverText(error, "Unknown error");
    toast({
      title: "Processing failed",
      description: text || "Failed to process CSV",
      variant: "destructive",
    });
    setStep({ name: "idle" });
  };

  async function chooseFile(files: FileList | null) {
    if (!files) return;
    const problem = fileProblem(files);
    setFileError(problem);
    if (problem) {
      toast({
        title: "Upload failed",
        description: "No files were uploaded successfully",
        variant: "destructive",
      });
      return;
    }
    setStep({ name: "processing" });
    let csvUrl: string;
    try {
      csvUrl = await uploadCsv(files[0]!, (sent) => setStep({ name: "processing", sent }));
    } catch (error) {
      const text = serverText(error, "No files were uploaded successfully");
      toast({ title: "Upload failed", description: text, variant: "destructive" });
      setStep({ name: "idle" });
      return;
    }
    try {
      const result = await processCsv(csvUrl, true);
      setStep(result.success ? { name: "preview", csvUrl, result } : { name: "result", result });
    } catch (error) {
      failed(error);
    }
  }

  /**
   * Ticks or unticks a row that matches a stored booking (ticked rows are imported anyway) and checks
   * the file again with that choice, so the counts and clashes shown are those Import will make.
   */
  async function toggleRow(row: number) {
    if (step.name !== "preview" || step.checking) return;
    const chosen = new Set(chosenRows(step.result));
    if (!chosen.delete(row)) chosen.add(row);
    setStep({ ...step, checking: true });
    try {
      const result = await processCsv(step.csvUrl, true, [...chosen]);
      setStep({ name: "preview", csvUrl: step.csvUrl, result });
    } catch (error) {
      failed(error);
    }
  }

  async function importFile(csvUrl: string, checked: CsvImportResult) {
    setStep({ name: "processing" });
    try {
      const result = await processCsv(csvUrl, false, chosenRows(checked));
      setStep({ name: "result", result });
      if (result.success) {
        toast({ title: "CSV processed successfully", description: result.message, variant: "success" });
        // Product §7 step 4.
        for (const path of [BOOKINGS_PATH, CUSTOMERS_PATH, LOCATIONS_PATH]) {
          void queryClient.invalidateQueries({ queryKey: [path] });
        }
      } else {
        toast({
          title: "Processing failed",
          description: result.error ?? result.message,
          variant: "destructive",
        });
      }
    } catch (error) {
      failed(error);
    }
  }

  const again = () => {
    setStep({ name: "idle" });
    // The file input, once the idle view is back.
    setTimeout(() => fileInput.current?.click(), 0);
  };
  const reset = () => setStep({ name: "idle" });

  return { step, fileError, fileInput, chooseFile, toggleRow, importFile, again, reset };
}
