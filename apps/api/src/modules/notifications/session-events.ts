import type { EventBus } from '../../lib/events/bus.ts';
import type { SessionsRepository } from '../../domain/sessions.repository.ts';

/**
 * The sessions repository, telling every process when a person's sessions end, so that their open
 * event streams are checked and closed at once rather than at the next sweep.
 */
export function announcingSessionEnds(sessions: SessionsRepository, bus: EventBus): SessionsRepository {
  const changed = (userId: string | undefined) => {
    if (userId) void bus.publish({ type: 'sessions-changed', userId });
  };
  return {
    ...sessions,
    async create(userId, tokenHash, limits, userAgent, tx) {
      const ended = await sessions.create(userId, tokenHash, limits, userAgent, tx);
      // Past the cap a sign-in ends the least recently used sessions: their streams close too.
      if (ended) changed(userId);
      return ended;
    },
    async deleteByTokenHash(tokenHash) {
      const userId = await sessions.deleteByTokenHash(tokenHash);
      changed(userId);
      return userId;
    },
    async deleteAllOfUser(userId, tx, keepTokenHash) {
      const ended = await sessions.deleteAllOfUser(userId, tx, keepTokenHash);
      changed(userId);
      return ended;
    },
    async deleteOne(userId, id) {
      const ended = await sessions.deleteOne(userId, id);
      if (ended) changed(userId);
      return ended;
    },
  };
}
