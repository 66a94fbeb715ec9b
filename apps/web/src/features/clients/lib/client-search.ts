import type { ClientListItem } from '@kinetic/contracts/clients';

/** Client search matches the first or the last name (case-insensitive, anywhere in either). */
export function matchesClient(client: ClientListItem, term: string): boolean {
  const t = term.trim().toLowerCase();
  if (!t) return true;
  return client.firstName.toLowerCase().includes(t) || client.lastName.toLowerCase().includes(t);
}
