import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

/** Libraries: built by a later issue. */
export function LibrariesPage() {
  return <PlaceholderPage title="Libraries" />;
}
