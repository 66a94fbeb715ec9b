import type { User } from '@kinetic/contracts/auth';
import type { ImportAnswer, LibraryKind } from '@kinetic/contracts/libraries';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { ListFilters } from './exercise-filters.ts';
import { libraryKind } from './library-kinds.ts';
import type { LibrariesRepository } from './libraries.repository.ts';

const isConsultant = (user: User) => user.roles.includes('CONSULTANT');
const taken = (label: string, name: string) =>
  label === 'Equipment'
    ? `Equipment named "${name}" already exists`
    : `${/^[aeiou]/i.test(label) ? 'An' : 'A'} ${label.toLowerCase()} named "${name}" already exists`;

export function createLibrariesService(deps: { db: Db; libraries: LibrariesRepository }) {
  const { db, libraries } = deps;

  return {
    /**
     * The session and a library list as its user may see it (consultants every item, everyone else
     * only approved ones), in one query.
     */
    listForSession: (
      tokenHash: string,
      kind: LibraryKind,
      query: ListFilters & { search?: string | undefined; limit: number; offset: number },
    ) =>
      libraries.listForSession(libraryKind(kind), tokenHash, { ...query, search: query.search || undefined }),

    async get(user: User, kind: LibraryKind, id: string) {
      const item = await libraries.get(libraryKind(kind), id, !isConsultant(user));
      if (!item) throw notFound(`${libraryKind(kind).label} not found`);
      return item;
    },

    async create(kind: LibraryKind, values: Record<string, unknown>) {
      const config = libraryKind(kind);
      try {
        return await libraries.insert(config, values);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(taken(config.label, String(values.name)), 'name');
        throw error;
      }
    },

    async update(kind: LibraryKind, id: string, values: Record<string, unknown>) {
      const config = libraryKind(kind);
      try {
        const item = await libraries.update(config, id, values);
        if (!item) throw notFound(`${config.label} not found`);
        return item;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(taken(config.label, String(values.name)), 'name');
        throw error;
      }
    },

    /**
     * Imports rows: each is validated on its own; the good ones are written together in one
     * transaction, a refused one changes nothing and is reported with its reasons.
     */
    async import(
      kind: LibraryKind,
      rows: Record<string, unknown>[],
      firstRowNumber: number,
    ): Promise<ImportAnswer> {
      const config = libraryKind(kind);
      const refused: ImportAnswer['refused'] = [];
      const good: { row: number; values: Record<string, unknown> }[] = [];
      rows.forEach((raw, i) => {
        const row = firstRowNumber + i;
        const parsed = config.input.safeParse(raw);
        const name = typeof raw.name === 'string' ? raw.name.trim() : '';
        if (!parsed.success) {
          const errors: { path: string; msg: string }[] = [];
          for (const issue of parsed.error.issues) {
            const path = issue.path.join('.');
            if (!errors.some((e) => e.path === path)) errors.push({ path, msg: issue.message });
          }
          refused.push({ row, name, errors });
        } else good.push({ row, values: parsed.data });
      });

      const existing = await libraries.existingNames(
        config,
        good.map((g) => String(g.values.name)),
      );
      const seen = new Set<string>();
      const accepted = good.filter(({ row, values }) => {
        const key = String(values.name).toLowerCase();
        if (existing.has(key) || seen.has(key)) {
          refused.push({
            row,
            name: String(values.name),
            errors: [{ path: 'name', msg: taken(config.label, String(values.name)) }],
          });
          return false;
        }
        seen.add(key);
        return true;
      });
      await db.transaction(async (tx) =>
        libraries.insertMany(
          config,
          accepted.map((a) => a.values),
          tx,
        ),
      );
      return { imported: accepted.length, refused: refused.sort((a, b) => a.row - b.row) };
    },

    setTypes: () => libraries.setTypes(),
  };
}

export type LibrariesService = ReturnType<typeof createLibrariesService>;
