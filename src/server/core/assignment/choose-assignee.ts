import type { AssignmentMode } from '@shared/assignment.ts';
import type { AccountPerson } from './account-people.ts';

/**
 * Whom a conversation goes to, from the team in its order: in turn, the next online person
 * after the one given the previous conversation; balanced, the online person with the fewest
 * open conversations under the cap (ties in turn). Nobody when no one online fits.
 */
export function chooseAssignee(
  mode: Exclude<AssignmentMode, 'manual'>,
  people: readonly AccountPerson[],
  lastUserId: string | null,
  openCounts: ReadonlyMap<string, number>,
  cap: number,
): AccountPerson | undefined {
  const after = people.findIndex((person) => person.userId === lastUserId);
  // The team in turn, starting after the previous one (from the first when they left).
  const inTurn = [...people.slice(after + 1), ...people.slice(0, after + 1)].filter(
    (person) => person.status === 'online',
  );
  if (mode === 'round_robin') return inTurn[0];
  const load = (person: AccountPerson) => openCounts.get(person.userId) ?? 0;
  const fitting = inTurn.filter((person) => load(person) < cap);
  const fewest = Math.min(...fitting.map(load));
  return fitting.find((person) => load(person) === fewest);
}
