import { useState, type ReactNode } from 'react';
import { FileText, PlayCircle } from 'lucide-react';
import type { WorkoutExercise } from '@kinetic/contracts/workouts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useLibraryExercise } from '../../../entities/libraries/api/get-exercise.ts';
import { ExercisePictures, ExerciseSteps } from '../../../entities/libraries/components/exercise-picture.tsx';
import { videoEmbed } from '../lib/client-workout-video.ts';
import { ClientExerciseVideo } from './client-exercise-video.tsx';

function InfoButton({
  icon,
  onClick,
  children,
}: {
  icon: ReactNode;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 shadow-sm hover:bg-slate-50"
    >
      {icon}
      {children}
    </button>
  );
}

function TextSection({ title, text }: { title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <section>
      <h3 className="mb-1 font-semibold text-slate-900">{title}</h3>
      <p className="whitespace-pre-line">{text}</p>
    </section>
  );
}

/** 'Description' and 'Watch Demo' of an exercise, each opening its dialog (when there is one to show). */
export function ClientExerciseInfo({ exercise }: { exercise: WorkoutExercise }) {
  const [shown, setShown] = useState<'description' | 'video' | null>(null);
  const embed = videoEmbed(exercise.videoUrl);
  const hasDescription = Boolean(exercise.description.trim() || exercise.specialInstructions.trim());
  const name = exercise.exerciseName;
  // The library's pictures and steps, read when the dialog opens; offline the text alone shows.
  const details = useLibraryExercise(exercise.exerciseId, { enabled: shown === 'description' });
  if (!hasDescription && !embed) return null;
  const close = () => setShown(null);
  return (
    <div className="flex flex-wrap gap-2">
      {hasDescription && (
        <InfoButton
          icon={<FileText aria-hidden="true" className="size-4" />}
          onClick={() => setShown('description')}
        >
          Description
        </InfoButton>
      )}
      {embed && (
        <InfoButton
          icon={<PlayCircle aria-hidden="true" className="size-4" />}
          onClick={() => setShown('video')}
        >
          Watch Demo
        </InfoButton>
      )}
      <Modal title={name} open={shown === 'description'} onClose={close}>
        <div className="space-y-4 text-sm text-slate-700">
          {details && <ExercisePictures name={name} pictures={details.pictures} />}
          <TextSection title="Description" text={exercise.description} />
          <TextSection title="Special instructions" text={exercise.specialInstructions} />
          {details && details.instructions.length > 0 && (
            <section>
              <h3 className="mb-1 font-semibold text-slate-900">Steps</h3>
              <ExerciseSteps steps={details.instructions} />
            </section>
          )}
        </div>
      </Modal>
      {embed && (
        <Modal title={`${name} demo`} open={shown === 'video'} onClose={close} size="xl">
          <ClientExerciseVideo embed={embed} title={`${name} demo video`} />
        </Modal>
      )}
    </div>
  );
}
