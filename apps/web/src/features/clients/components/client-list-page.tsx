import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

/** My Clients: built by a later issue. */
export function ClientListPage() {
  return <PlaceholderPage title="My Clients" />;
}
