import { CSV_MAX_BYTES, type CsvImportResult } from "../../../shared/csv-import.ts";
import { ApiError, api, toApiError } from "../../lib/api-client.ts";

/** Why a chosen file cannot be uploaded (product §5.9: one .csv file of at most 5 MB), or null. */
export function fileProblem(files: FileList | File[]): string | null {
  if (files.length !== 1) return "Choose exactly one file";
  const [file] = files;
  if (!file!.name.toLowerCase().endsWith(".csv")) return `${file!.name} is not a .csv file`;
  if (file!.size > CSV_MAX_BYTES) return `${file!.name} is larger than 5 MB`;
  if (file!.size === 0) return `${file!.name} is empty`;
  return null;
}

/**
 * Product §7 steps 1 and 2: an upload address, then the file PUT to it, reporting the share sent
 * (0 to 1) as it goes. Resolves to the address.
 */
export async function uploadCsv(file: File, onProgress: (sent: number) => void): Promise<string> {
  let uploadURL: string;
  try {
    ({ uploadURL } = await api.post<{ uploadURL: string }>("/api/csv/upload-url"));
  } catch (error) {
    throw new ApiError(
      error instanceof ApiError ? error.status : 0,
      "Failed to get upload URL",
      "Failed to get upload URL",
    );
  }
  // XMLHttpRequest rather than fetch: only it reports upload progress.
  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("PUT", uploadURL);
    request.setRequestHeader("Content-Type", "text/csv");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve();
      let serverError: string | undefined;
      try {
        serverError = (JSON.parse(request.responseText) as { error?: string }).error;
      } catch {}
      reject(new ApiError(request.status, `${request.status}: ${request.responseText}`, serverError));
    };
    request.onerror = () => reject(new ApiError(0, "No files were uploaded successfully", undefined));
    request.send(file);
  });
  onProgress(1);
  return uploadURL;
}

/**
 * Product §7 step 3. A file with bad rows answers 422 with the same result shape (errors listed), which
 * is a result to show, not a failure of the call.
 */
export async function processCsv(
  csvUrl: string,
  dryRun: boolean,
  importDuplicateRows: number[] = [],
): Promise<CsvImportResult> {
  const response = await fetch("/api/csv/process", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ csvUrl, dryRun, ...(importDuplicateRows.length ? { importDuplicateRows } : {}) }),
  });
  if (response.status === 422) return (await response.json()) as CsvImportResult;
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as CsvImportResult;
}
