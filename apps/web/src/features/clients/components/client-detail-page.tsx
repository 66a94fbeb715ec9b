import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

/** Client Details: built by a later issue. */
export function ClientDetailPage() {
  return <PlaceholderPage title="Client Details" />;
}
