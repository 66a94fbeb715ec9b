import type { User } from '@kinetic/contracts/auth';
import { alertsOf, answerIssues, cleanAnswers, isLate, isMissed } from '@kinetic/contracts/check-in-rules';
import { CHECK_IN_TEXTS } from '@kinetic/contracts/check-in-texts';
import type { CheckIn, CheckInSubmissionValues } from '@kinetic/contracts/check-ins';
import {
  PROGRESS_ENTRIES_PER_CLIENT_MAX,
  PROGRESS_LIMIT_REACHED,
  PROGRESS_TYPES,
  progressInput,
} from '@kinetic/contracts/progress';
import type { Db } from '../../db/client.ts';
import { HttpError, conflict, notFound } from '../../lib/http-error.ts';
import type { ProgressPhotosRepository, ProgressRepository } from '../progress/progress.public.ts';
import { toCheckIn } from './check-in-view.ts';
import type { ActiveAssignment, CheckInsRepository, DraftRow } from './check-ins.repository.ts';
import { currentDue, todayIn } from './check-ins.service.ts';

type FieldError = { path: string; msg: string };
const invalid = (errors: FieldError[]) => new HttpError(400, errors[0]!.msg, errors);

/** The measurements checked as progress entries dated `today`, and against the blocks the form asks for. */
function measurementErrors(row: DraftRow, body: CheckInSubmissionValues, today: string): FieldError[] {
  return body.measurements.flatMap((m, i) => {
    const asked = m.type === 'Body weight' ? row.blocks.weight : row.blocks.measurements;
    if (!asked) return [{ path: `measurements.${i}.type`, msg: CHECK_IN_TEXTS.measurementNotAsked }];
    const parsed = progressInput.safeParse({ ...m, date: today });
    return parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({
          path: `measurements.${i}.${issue.path.join('.')}`,
          msg: issue.message,
        }));
  });
}

/** The client sends their check-in: checked against its form, written once (a second send answers the first). */
export function createCheckInSubmit(deps: {
  db: Db;
  checkIns: CheckInsRepository;
  progress: ProgressRepository;
  photos: ProgressPhotosRepository;
}) {
  const { db, checkIns, progress, photos } = deps;

  /**
   * The check-in due on `dueDate` the client may send now: a stored one not sent (nor missed), or the
   * current one (made when it is sent: `assignment` given then).
   */
  async function sendable(
    client: User,
    dueDate: string,
    today: string,
  ): Promise<[DraftRow, ActiveAssignment?]> {
    const found = await checkIns.checkInOn(client.id, dueDate);
    if (found && found.status === 'due' && isMissed(found, today)) throw conflict(CHECK_IN_TEXTS.missed);
    if (found) return [found];
    const assignment = await checkIns.activeAssignment(client.id);
    if (!assignment || (await currentDue(checkIns, assignment, today)) !== dueDate)
      throw notFound(CHECK_IN_TEXTS.notDue);
    return [await checkIns.draft(assignment, dueDate), assignment];
  }

  return async function submit(
    client: User,
    dueDate: string,
    body: CheckInSubmissionValues,
  ): Promise<{ checkIn: CheckIn }> {
    const today = todayIn(client.preferences.timeZone);
    const [row, assignment] = await sendable(client, dueDate, today);
    if (row.status === 'reviewed') throw conflict(CHECK_IN_TEXTS.reviewed);
    if (row.status === 'submitted') return { checkIn: toCheckIn(row, today) };

    const answers = cleanAnswers(body.answers);
    const errors: FieldError[] = [
      ...answerIssues(row.questions, answers).map((i) => ({ path: i.path.join('.'), msg: i.message })),
      ...measurementErrors(row, body, today),
    ];
    if (body.photoIds.length && !row.blocks.photos)
      errors.push({ path: 'photoIds', msg: CHECK_IN_TEXTS.measurementNotAsked });
    else if (!(await Promise.all(body.photoIds.map((id) => photos.findOf(client.id, id)))).every(Boolean))
      errors.push({ path: 'photoIds', msg: CHECK_IN_TEXTS.photoNotFound });
    if (errors.length) throw invalid(errors);

    const sent = await db.transaction(async (tx) => {
      await checkIns.lockUser(client.id, tx);
      // Sent meanwhile (the same check-in twice at once): the first one stands.
      const now = assignment
        ? await checkIns.ensure(assignment, dueDate, tx)
        : await checkIns.checkInOn(client.id, dueDate, tx);
      if (!now || now.status !== 'due') return now;
      const entryIds: string[] = [];
      for (const m of body.measurements) {
        const entry = await progress.insertWithin(
          PROGRESS_ENTRIES_PER_CLIENT_MAX,
          { clientId: client.id, ...m, date: today, category: PROGRESS_TYPES[m.type].category, notes: '' },
          tx,
        );
        if (!entry) throw new HttpError(409, PROGRESS_LIMIT_REACHED);
        entryIds.push(entry.id);
      }
      return checkIns.submit(
        now.id,
        {
          answers,
          alerts: alertsOf(row.questions, answers),
          late: isLate(row.dueDate, today),
          progressEntryIds: entryIds,
          photoIds: body.photoIds,
        },
        tx,
      );
    });
    if (!sent) throw notFound(CHECK_IN_TEXTS.notDue);
    if (sent.status === 'reviewed') throw conflict(CHECK_IN_TEXTS.reviewed);
    return { checkIn: toCheckIn(sent, today) };
  };
}

export type CheckInSubmit = ReturnType<typeof createCheckInSubmit>;
