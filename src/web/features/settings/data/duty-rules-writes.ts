import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DutySettingsAnswer, DutySettingsPayload } from "../../../../shared/duty-settings.ts";
import { CREW_STANDING_KEY } from "../../../data/get-crew-standing.ts";
import { DUTY_RULES_PATH } from "../../../data/get-duty-rules.ts";
import { api } from "../../../lib/api-client.ts";
import { toastSuccess } from "../../../lib/toast-store.ts";

/**
 * Saves the rule set in use (docs/decisions/055): a toast says so, the form why not; every standing
 * is counted again against the new numbers.
 */
export function useSaveDutyRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: DutySettingsPayload) => api.put<DutySettingsAnswer>(DUTY_RULES_PATH, payload),
    // Here, not in the form: the form is drawn again from what was saved, and a call's own callbacks
    // would not outlive it.
    onSuccess: (saved) => {
      queryClient.setQueryData([DUTY_RULES_PATH], saved);
      const name = saved.shippedSets.find((set) => set.id === saved.ruleSetId)?.name ?? saved.ruleSetId;
      toastSuccess(`Flight and duty limits saved: ${name}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CREW_STANDING_KEY] }),
  });
}
