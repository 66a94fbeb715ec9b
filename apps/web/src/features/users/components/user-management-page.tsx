import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

/** User Management: built by a later issue. */
export function UserManagementPage() {
  return <PlaceholderPage title="User Management" />;
}
