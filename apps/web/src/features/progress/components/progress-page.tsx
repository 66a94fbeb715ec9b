import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

/** My Progress: built by a later issue. */
export function ProgressPage() {
  return <PlaceholderPage title="My Progress" />;
}
