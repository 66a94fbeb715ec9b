import { PROGRAM_WEEKS_MAX } from '@kinetic/contracts/programs';
import { templateDetailsForm } from '@kinetic/contracts/templates';
import { setBlock } from '@kinetic/contracts/workouts';
import { z } from 'zod';
import { programAssignments, programDays, programs, workoutTemplates } from '../../db/schema.ts';
import type { TestApp } from '../app.ts';

const plan = z.array(setBlock).min(1);

/** Stored templates, programs and assignments checked against the contracts and the app's rules. */
export async function storedProgramProblems(t: TestApp): Promise<string[]> {
  const db = t.database.db;
  const problems: string[] = [];
  const bad = (what: string, id: unknown, detail: string) =>
    problems.push(`${what} ${String(id)}: ${detail}`);

  for (const tpl of await db.select().from(workoutTemplates)) {
    const details = templateDetailsForm.safeParse(tpl);
    if (!details.success) bad('template', tpl.id, details.error.issues.map((i) => i.message).join('; '));
    const blocks = plan.safeParse(tpl.plan);
    if (!blocks.success) bad('template', tpl.id, 'plan is no valid plan');
    else if (
      blocks.data.some((b) =>
        b.exercises.some((e) => e.notes !== null || e.sets.some((r) => r.actualReps !== null)),
      )
    )
      bad('template', tpl.id, 'holds actual values');
  }
  const weeks = new Map<string, number>();
  for (const p of await db.select().from(programs)) {
    weeks.set(p.id, p.weeks);
    if (p.weeks < 1 || p.weeks > PROGRAM_WEEKS_MAX) bad('program', p.id, `${p.weeks} weeks`);
    if (!p.name.trim() || p.name.length > 100) bad('program', p.id, 'name');
  }
  for (const d of await db.select().from(programDays)) {
    if (d.dayOfWeek < 1 || d.dayOfWeek > 7) bad('program day', d.programId, `day ${d.dayOfWeek}`);
    if (d.week < 1 || d.week > (weeks.get(d.programId) ?? 0))
      bad('program day', d.programId, `week ${d.week}`);
  }
  for (const a of await db.select().from(programAssignments)) {
    if (a.weeks < 1 || a.weeks > PROGRAM_WEEKS_MAX) bad('assignment', a.id, `${a.weeks} weeks`);
  }
  return problems;
}
