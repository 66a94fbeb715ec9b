import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

/** Exercises: built by a later issue. */
export function ExercisesPage() {
  return <PlaceholderPage title="Exercises" />;
}
