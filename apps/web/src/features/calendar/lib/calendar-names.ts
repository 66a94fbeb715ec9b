/**
 * A name cut to at most `max` characters in its middle ('Upper Body Stre…ength A'), so that names
 * that differ only at their end ('Strength A' / 'Strength B') still differ once cut.
 */
export function middleCut(name: string, max: number): string {
  const chars = [...name];
  if (chars.length <= max) return name;
  const tail = Math.floor((max - 1) / 2);
  const head = max - 1 - tail;
  return `${chars.slice(0, head).join('').trimEnd()}…${chars.slice(-tail).join('').trimStart()}`;
}
