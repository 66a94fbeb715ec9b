import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

/** Your Workouts: built by a later issue. */
export function ClientWorkoutsPage() {
  return <PlaceholderPage title="Your Workouts" />;
}
