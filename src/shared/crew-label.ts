/** How a crew member is named on a leg, without zod (the legs editors and the Timeline draw it). */
import type { CrewMember } from "./crew.ts";

/** "Capt. Hughes", "FO Patel", "Winch operator Reid": a member as a leg's crew list names them. */
export function crewLabel(member: Pick<CrewMember, "name" | "role" | "duty">): string {
  if (member.role === "captain") return `Capt. ${member.name}`;
  if (member.role === "first officer") return `FO ${member.name}`;
  return member.duty ? `${member.duty} ${member.name}` : member.name;
}
