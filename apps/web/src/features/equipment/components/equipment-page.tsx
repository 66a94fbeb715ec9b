import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

/** Equipment: built by a later issue. */
export function EquipmentPage() {
  return <PlaceholderPage title="Equipment" />;
}
