import { describe, expect, it } from 'vitest';
import type { AvailabilityStatus } from '@shared/assignment.ts';
import { chooseAssignee } from './choose-assignee.ts';

const team = (...statuses: AvailabilityStatus[]) =>
  statuses.map((status, i) => ({ userId: `u${i}`, name: `Person ${i}`, status }));
const none = new Map<string, number>();

describe('choosing whom a conversation goes to', () => {
  it('in turn: the next online person after the previous one, round and round', () => {
    const people = team('online', 'offline', 'online', 'away', 'online');
    const given: string[] = [];
    let last: string | null = null;
    for (let i = 0; i < 6; i++) {
      last = chooseAssignee('round_robin', people, last, none, 5)!.userId;
      given.push(last);
    }
    expect(given).toEqual(['u0', 'u2', 'u4', 'u0', 'u2', 'u4']);
  });

  it('in turn from the first again when the previous one left the team', () => {
    expect(chooseAssignee('round_robin', team('online', 'online'), 'gone', none, 5)?.userId).toBe(
      'u0',
    );
  });

  it('balanced: the fewest open conversations, never beyond the cap', () => {
    const people = team('online', 'online', 'online');
    const loads = new Map([
      ['u0', 2],
      ['u1', 1],
      ['u2', 3],
    ]);
    expect(chooseAssignee('balanced', people, null, loads, 3)?.userId).toBe('u1');
    const full = new Map([
      ['u0', 3],
      ['u1', 3],
      ['u2', 3],
    ]);
    expect(chooseAssignee('balanced', people, null, full, 3)).toBeUndefined();
  });

  it('nobody when nobody is online', () => {
    expect(chooseAssignee('round_robin', team('away', 'offline'), null, none, 5)).toBeUndefined();
    expect(chooseAssignee('balanced', team('away', 'offline'), null, none, 5)).toBeUndefined();
  });
});
