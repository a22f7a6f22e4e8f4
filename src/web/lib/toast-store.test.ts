import { describe, expect, it } from "vitest";
import { currentToasts, toastSuccess } from "./toast-store.ts";

describe("toast durations", () => {
  it("keeps a toast with an action (Undo) 15 s, a plain one 5 s", () => {
    toastSuccess("Booking deleted successfully", { label: "Undo", onClick: () => {} });
    expect(currentToasts()[0]).toMatchObject({ action: { label: "Undo" }, duration: 15_000 });
    toastSuccess("Remarks updated successfully");
    expect(currentToasts()[0]!.duration).toBe(5_000);
  });
});
