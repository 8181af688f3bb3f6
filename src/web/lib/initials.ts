/** 'OO' for 'Olivia Owner', 'C' for 'Cher'; the email's first letter when there is no name. */
export function initialsOf(name: string, email: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words.at(-1) : undefined;
  const letters = first ? [first[0], last?.[0]] : [email[0]];
  return letters.filter(Boolean).join('').toUpperCase();
}
