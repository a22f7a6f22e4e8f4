import { useMemo } from "react";
import type { CrewMember } from "../../shared/crew.ts";
import { crewLabel } from "../../shared/crew-label.ts";
import type { CrewChoices } from "../ui/leg-crew-row.tsx";
import { useCrew } from "./get-crew.ts";

/**
 * Who may fly a leg of aircraft type `typeId` (docs/decisions/055): active members rated on it, by
 * seat, each list by name. Undefined while the crew list loads or when the operator has set up no
 * crew at all, so a legs editor shows no crew lines until there is someone to choose. The server
 * checks each seat again on every write.
 */
export function useCrewChoices(typeId: number | null): CrewChoices | undefined {
  const { data: crew } = useCrew();
  return useMemo(() => (crew && crew.length > 0 ? crewChoices(crew, typeId) : undefined), [crew, typeId]);
}

export function crewChoices(crew: readonly CrewMember[], typeId: number | null): CrewChoices {
  const byId = new Map(crew.map((member) => [member.id, member]));
  const eligible = crew
    .filter((member) => member.active && typeId !== null && member.ratedTypeIds.includes(typeId))
    .sort((a, b) => a.name.localeCompare(b.name));
  const choice = (member: CrewMember) => ({ id: member.id, label: crewLabel(member) });
  return {
    captains: eligible.filter((member) => member.role === "captain").map(choice),
    firstOfficers: eligible.filter((member) => member.role !== "other").map(choice),
    others: eligible.map(choice),
    labelOf: (id) => {
      const member = byId.get(id);
      return member ? crewLabel(member) : `Crew member ${id}`;
    },
  };
}
