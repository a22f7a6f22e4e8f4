import { useState } from "react";
import type { AddedConflict } from "../../../shared/fleet.ts";
import { saveUnlessDeclined } from "../../lib/save-anyway.ts";

/**
 * 'Save anyway' in the wizard and the Edit dialog (docs/decisions/022): `attempt` previews the save,
 * asks through the app's one question when it adds a clash, and saves unless cancelled; `checking`
 * holds the dialog's buttons while the preview is out.
 */
export function useSaveAnyway<P extends object>(options: {
  preview: (payload: P) => Promise<AddedConflict[]>;
  save: (payload: P) => void;
}): { attempt: (payload: P) => Promise<void>; checking: boolean } {
  const { preview, save } = options;
  const [checking, setChecking] = useState(false);
  const attempt = async (payload: P) => {
    setChecking(true);
    await saveUnlessDeclined({
      // Of the variables it is given: 'Apply mine' may preview them again at a newer version.
      preview: async (variables) => {
        try {
          return await preview(variables);
        } finally {
          setChecking(false);
        }
      },
      variables: payload,
      save,
    });
  };
  return { attempt, checking };
}
