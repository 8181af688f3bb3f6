import { expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

it.each([
  ['Olivia Owner', 'o@example.com', 'OO'],
  ['  Mary Ann  Smith ', 'm@example.com', 'MS'],
  ['cher', 'c@example.com', 'C'],
  ['', 'zed@example.com', 'Z'],
])('initials of "%s" <%s> are %s', (name, email, expected) => {
  expect(initialsOf(name, email)).toBe(expected);
});
