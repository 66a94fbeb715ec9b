import { Dumbbell } from 'lucide-react';
import {
  EXERCISE_PICTURE_RATIO,
  exercisePictureUrl,
  type ExercisePictureWidth,
} from '@kinetic/contracts/exercise-details';
import { cn } from '../../../components/ui/cn.ts';

/** The two pictures of an exercise show its start and its end position. */
const POSITIONS = ['start', 'end'];

/**
 * One picture of an exercise, `shown` px wide, from the file of `file` px (the 160 px file for a
 * thumbnail, twice its size on a 2x screen). Width and height are set so the page does not jump
 * when it loads, and it loads only when scrolled near.
 */
export function ExercisePicture({
  name,
  picture,
  index = 0,
  file,
  shown,
  decorative = false,
  className,
}: {
  name: string;
  picture: string;
  index?: number;
  file: ExercisePictureWidth;
  shown: number;
  /** Beside the exercise's name (a row of a list): the name says it all, so no text of its own. */
  decorative?: boolean;
  className?: string;
}) {
  return (
    <img
      src={exercisePictureUrl(picture, file)}
      alt={decorative ? '' : `${name}, ${POSITIONS[index] ?? 'other'} position`}
      width={shown}
      height={Math.round(shown * EXERCISE_PICTURE_RATIO)}
      loading="lazy"
      decoding="async"
      className={cn('rounded-md border border-slate-200 bg-white object-cover', className)}
    />
  );
}

/**
 * An exercise's first picture as an 80 px thumbnail beside its name (so without text of its own:
 * a screen reader would read the name twice), or a placeholder of the same size.
 */
export function ExerciseThumb({ name, pictures }: { name: string; pictures: readonly string[] }) {
  const [first] = pictures;
  if (!first) {
    return (
      <span
        aria-hidden="true"
        className="flex h-[53px] w-20 shrink-0 items-center justify-center self-start rounded-md bg-slate-100 text-slate-400"
      >
        <Dumbbell className="size-5" />
      </span>
    );
  }
  return (
    <ExercisePicture
      name={name}
      picture={first}
      file={160}
      shown={80}
      decorative
      // In a row's flex line: kept at its own size, not stretched to the row's height.
      className="h-[53px] w-20 shrink-0 self-start"
    />
  );
}

/** Both pictures of an exercise, side by side, up to 240 px each (the 480 px file). */
export function ExercisePictures({ name, pictures }: { name: string; pictures: readonly string[] }) {
  if (!pictures.length) return null;
  return (
    <div className="grid grid-cols-2 gap-2 sm:max-w-[488px]">
      {pictures.map((p, i) => (
        <ExercisePicture
          key={p}
          name={name}
          picture={p}
          index={i}
          file={480}
          shown={240}
          className="h-auto w-full"
        />
      ))}
    </div>
  );
}

/** An exercise's steps, numbered. */
export function ExerciseSteps({ steps }: { steps: readonly string[] }) {
  if (!steps.length) return null;
  return (
    <ol aria-label="Steps" className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
      {steps.map((s, i) => (
        <li key={i}>{s}</li>
      ))}
    </ol>
  );
}
