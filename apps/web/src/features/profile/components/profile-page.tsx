import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

/** Profile Settings: built by a later issue. */
export function ProfilePage() {
  return <PlaceholderPage title="Profile Settings" />;
}
