import type { User } from '@kinetic/contracts/auth';
import type { ExerciseHistoryAnswer, RecordsAnswer } from '@kinetic/contracts/records';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { RecordsRepository } from './records.repository.ts';

const CLIENT_NOT_FOUND = 'Client not found';

/** A client's personal records and the history of one exercise: theirs, or their trainer's view. */
export function createRecordsService(deps: { records: RecordsRepository }) {
  const { records } = deps;

  /**
   * Whose history the caller reads, and as whose trainer: a trainer names one of their clients with
   * `clientId`; a client reads their own (leaving it out or naming themselves).
   */
  function subjectOf(
    user: User,
    clientId: string | undefined,
  ): { clientId: string; trainerId: string | null } {
    if (clientId !== undefined && clientId !== user.id && user.roles.includes('TRAINER'))
      return { clientId, trainerId: user.id };
    if (user.roles.includes('CLIENT')) {
      // Another client's id is answered as if it did not exist.
      if (clientId !== undefined && clientId !== user.id)
        throw new HttpError(404, CLIENT_NOT_FOUND, [{ path: 'clientId', msg: CLIENT_NOT_FOUND }]);
      return { clientId: user.id, trainerId: null };
    }
    throw new HttpError(400, 'Choose a client', [{ path: 'clientId', msg: 'Choose a client' }]);
  }

  return {
    /** The signed-in client's own records. */
    async mine(client: User): Promise<RecordsAnswer> {
      return { records: (await records.recordsOf(client.id, null)).records };
    },

    /** A client's records, for their trainer; any other client is 'not found'. */
    async ofClient(trainer: User, clientId: string): Promise<RecordsAnswer> {
      const found = await records.recordsOf(clientId, trainer.id);
      if (!found.allowed) throw notFound(CLIENT_NOT_FOUND);
      return { records: found.records };
    },

    async history(
      user: User,
      exerciseId: string,
      clientId: string | undefined,
    ): Promise<ExerciseHistoryAnswer> {
      const subject = subjectOf(user, clientId);
      const found = await records.historyOf(subject.clientId, subject.trainerId, exerciseId);
      if (!found.allowed)
        throw new HttpError(404, CLIENT_NOT_FOUND, [{ path: 'clientId', msg: CLIENT_NOT_FOUND }]);
      if (found.exerciseName === null) throw notFound('Exercise not found');
      return { exerciseId, exerciseName: found.exerciseName, points: found.points };
    },
  };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
