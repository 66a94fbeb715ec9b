import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

/** Workouts: built by a later issue. */
export function TrainerWorkoutsPage() {
  return <PlaceholderPage title="Workouts" />;
}
