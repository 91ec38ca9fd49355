/** A member's points in a campaign. */
export type RankedMember = { idUser: number; name: string; points: number };

/**
 * Positions of a ranking sorted by points (most first): members with the same points share a position and
 * the next position skips accordingly (1, 2, 2, 4).
 */
export function rankMembers<T extends RankedMember>(members: readonly T[]): Array<T & { position: number }> {
  const sorted = [...members].sort((a, b) => b.points - a.points);
  let position = 0;
  let previous: number | null = null;
  return sorted.map((member, index) => {
    if (member.points !== previous) {
      position = index + 1;
      previous = member.points;
    }
    return { ...member, position };
  });
}
