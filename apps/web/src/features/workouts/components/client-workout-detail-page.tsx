import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

/** Workout: built by a later issue. */
export function ClientWorkoutDetailPage() {
  return <PlaceholderPage title="Workout" />;
}
