import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

/** My Meals: built by a later issue. */
export function MealsPage() {
  return <PlaceholderPage title="My Meals" />;
}
