import { useState, type FormEvent } from 'react';
import { answerIssues, cleanAnswers } from '@kinetic/contracts/check-in-rules';
import { CHECK_IN_TEXTS } from '@kinetic/contracts/check-in-texts';
import type { AnswerValue, CheckIn, CheckInMeasurement } from '@kinetic/contracts/check-ins';
import type { PhotoPose } from '@kinetic/contracts/progress-photos';
import { calendarDateLabel } from '@kinetic/contracts/time-and-units';
import { Card } from '../../../components/ui/card.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useCurrentCheckIn, useSubmitCheckIn } from '../../../entities/check-ins/api/check-ins.ts';
import { NetworkError, errorText, isApiError } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { MeasurementsBlock, PhotosBlock, type MeasurementTexts, type Units } from './check-in-blocks.tsx';
import { CheckInQuestionField } from './check-in-question.tsx';
import { SentCheckIn } from './sent-check-in.tsx';

/** /check-in: the client's weekly check-in, phone first: the questions, their body, their photos, send. */
export function CheckInPage() {
  const { data, isPending, isError, refetch } = useCurrentCheckIn();
  if (isPending) return <LoadingState label="Loading your check-in..." />;
  if (isError) return <LoadError message={CHECK_IN_TEXTS.loadError} onRetry={() => void refetch()} />;
  const checkIn = data.checkIn;
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title={CHECK_IN_TEXTS.fillTitle}
        description={
          checkIn ? `${checkIn.templateName}: due ${calendarDateLabel(checkIn.dueDate)}` : undefined
        }
      />
      {!checkIn ? (
        <Card className="p-4 text-sm text-slate-600 sm:p-5">{CHECK_IN_TEXTS.nothingDue}</Card>
      ) : checkIn.status !== 'due' ? (
        <SentCheckIn checkIn={checkIn} />
      ) : (
        <CheckInForm checkIn={checkIn} today={data.today} />
      )}
    </div>
  );
}

/** The number answers, typed as text, read as numbers (what is no number stays text, and is refused). */
const numbersRead = (checkIn: CheckIn, answers: Record<string, AnswerValue>) =>
  Object.fromEntries(
    Object.entries(answers).map(([id, v]) => {
      const numeric = checkIn.questions.find((q) => q.id === id)?.kind === 'number';
      return [id, numeric && typeof v === 'string' && Number.isFinite(Number(v)) ? Number(v) : v];
    }),
  );

function CheckInForm({ checkIn, today }: { checkIn: CheckIn; today: string }) {
  const submit = useSubmitCheckIn();
  const preferred = useAuthStore((s) => s.user?.preferences.weightUnit) === 'kg' ? 'kg' : 'lbs';
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>({});
  const [texts, setTexts] = useState<MeasurementTexts>({});
  const [units, setUnits] = useState<Units>({ weight: preferred, length: preferred === 'kg' ? 'cm' : 'in' });
  const [photos, setPhotos] = useState<Partial<Record<PhotoPose, string>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const measurementList = () =>
    (Object.entries(texts) as [CheckInMeasurement, string][])
      .filter(([, text]) => text.trim() !== '')
      .map(([type, text]) => ({
        type,
        value: Number(text),
        unit: type === 'Body weight' ? units.weight : units.length,
      }));

  const send = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const kept = cleanAnswers(numbersRead(checkIn, answers));
    const found: Record<string, string> = {};
    for (const issue of answerIssues(checkIn.questions, kept)) found[issue.path[1]!] ??= issue.message;
    const measurements = measurementList();
    for (const m of measurements) if (!Number.isFinite(m.value)) found[m.type] = 'Enter a number';
    setErrors(found);
    if (Object.keys(found).length) return setProblem(CHECK_IN_TEXTS.fixErrors);
    submit.mutate(
      { dueDate: checkIn.dueDate, body: { answers: kept, measurements, photoIds: Object.values(photos) } },
      {
        onError: (error) => {
          if (error instanceof NetworkError || !navigator.onLine) return setProblem(CHECK_IN_TEXTS.offline);
          const fields = isApiError(error) && error.status === 400 ? error.errors : [];
          const mapped: Record<string, string> = {};
          for (const e of fields) {
            const [head, key, field] = e.path.split('.');
            if (head === 'answers' && key) mapped[key] = e.msg;
            else if (head === 'measurements' && field) mapped[measurements[Number(key)]?.type ?? ''] = e.msg;
          }
          setErrors(mapped);
          setProblem(fields.length ? CHECK_IN_TEXTS.fixErrors : errorText(error, CHECK_IN_TEXTS.failed));
        },
      },
    );
  };

  return (
    <form onSubmit={send} noValidate className="space-y-4">
      {checkIn.questions.length > 0 && (
        <Card className="space-y-5 p-4 sm:p-5">
          {checkIn.questions.map((q) => (
            <CheckInQuestionField
              key={q.id}
              question={q}
              value={answers[q.id]}
              error={errors[q.id]}
              onChange={(value) =>
                setAnswers(({ [q.id]: _, ...rest }) =>
                  value === undefined ? rest : { ...rest, [q.id]: value },
                )
              }
            />
          ))}
        </Card>
      )}
      {(checkIn.blocks.weight || checkIn.blocks.measurements) && (
        <Card className="space-y-5 p-4 sm:p-5">
          <MeasurementsBlock
            weight={checkIn.blocks.weight}
            measurements={checkIn.blocks.measurements}
            texts={texts}
            units={units}
            errors={errors}
            onText={(type, text) => setTexts((t) => ({ ...t, [type]: text }))}
            onUnits={setUnits}
          />
        </Card>
      )}
      {checkIn.blocks.photos && (
        <Card className="p-4 sm:p-5">
          <PhotosBlock
            date={today}
            photos={photos}
            onPhoto={(pose, id) => setPhotos((p) => ({ ...p, [pose]: id }))}
          />
        </Card>
      )}
      <FormAlert>{problem}</FormAlert>
      <SubmitButton
        pending={submit.isPending}
        pendingLabel={CHECK_IN_TEXTS.submitting}
        className="w-full sm:w-auto"
      >
        {CHECK_IN_TEXTS.submit}
      </SubmitButton>
    </form>
  );
}
