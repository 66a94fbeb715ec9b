import { and, eq, isNotNull } from 'drizzle-orm';
import { programDayDate } from '@kinetic/contracts/programs';
import type { Db } from '../client.ts';
import { programAssignments, programDays, programs, workouts, workoutTemplates } from '../schema.ts';
import { buildPlan, freshCopy } from '../../modules/workouts/workout-plan.ts';
import { demoLibrary } from './demo-workouts.ts';

type Exercise = { name: string; reps?: number[]; weight?: string; duration?: string };

const TEMPLATES: {
  name: string;
  description: string;
  tags: string[];
  shared: boolean;
  blocks: Exercise[][];
}[] = [
  {
    name: 'Strength Foundations A',
    description: 'Squat, push and pull: the base of the four-week plan.',
    tags: ['strength', 'beginner'],
    shared: true,
    blocks: [
      [{ name: 'Goblet Squat', reps: [10, 10, 10], weight: '35' }],
      [
        { name: 'Dumbbell Bench Press', reps: [10, 10, 8], weight: '30' },
        { name: 'Seated Cable Row', reps: [12, 12, 12], weight: '70' },
      ],
      [{ name: 'Plank', duration: '3 x 40 seconds' }],
    ],
  },
  {
    name: 'Strength Foundations B',
    description: 'Hinge, pull down and push up, with core work.',
    tags: ['strength'],
    shared: false,
    blocks: [
      [{ name: 'Romanian Deadlift', reps: [10, 10, 10], weight: '65' }],
      [
        { name: 'Lat Pulldown', reps: [12, 10, 10], weight: '60' },
        { name: 'Push-Up', reps: [10, 10, 10] },
      ],
      [{ name: 'Dead Bug', reps: [10, 10] }],
    ],
  },
];

const WEEKS = 4;

/**
 * Maya's two templates and a four-week program on them (A on Monday and Friday, B on Wednesday),
 * assigned to Sam and Alex from this week: the workouts of the days still to come are scheduled.
 */
export async function seedDemoPrograms(tx: Db, ids: Map<string, string>): Promise<void> {
  const maya = ids.get('maya')!;
  const names = TEMPLATES.flatMap((t) => t.blocks.flat().map((e) => e.name));
  const { byName, library, setTypeNames } = await demoLibrary(tx, names);

  const templateIds: string[] = [];
  const plans = new Map<string, ReturnType<typeof buildPlan>['plan']>();
  for (const t of TEMPLATES) {
    const sets = t.blocks
      .map((block) => ({
        setType: 'Straight Sets',
        restPeriod: '60 seconds',
        intensityLevel: null,
        targetHeartRate: null,
        specialInstructions: '',
        exercises: block
          .filter((e) => byName.has(e.name))
          .map((e) => ({
            exerciseId: byName.get(e.name)!.id,
            duration: e.duration ?? '',
            tempo: '',
            description: '',
            specialInstructions: '',
            sets: (e.reps ?? []).map((targetReps) => ({
              targetReps,
              targetWeight: e.weight ?? '',
              weightUnit: 'lbs' as const,
              eachSide: false,
              targetDuration: '',
            })),
          })),
      }))
      .filter((b) => b.exercises.length);
    const { plan } = buildPlan(sets, library, setTypeNames);
    const [row] = await tx
      .insert(workoutTemplates)
      .values({
        createdBy: maya,
        name: t.name,
        description: t.description,
        estimatedDuration: 45,
        tags: t.tags,
        shared: t.shared,
        plan,
      })
      .returning({ id: workoutTemplates.id });
    templateIds.push(row!.id);
    plans.set(row!.id, plan);
  }

  const [a, b] = templateIds as [string, string];
  const days = Array.from({ length: WEEKS }, (_, w) => [
    { week: w + 1, dayOfWeek: 1, templateId: a },
    { week: w + 1, dayOfWeek: 3, templateId: b },
    { week: w + 1, dayOfWeek: 5, templateId: a },
  ]).flat();
  const name = 'Four-Week Strength Start';
  const [program] = await tx
    .insert(programs)
    .values({ createdBy: maya, name, description: 'Three sessions a week for new clients.', weeks: WEEKS })
    .returning({ id: programs.id });
  await tx.insert(programDays).values(days.map((d) => ({ ...d, programId: program!.id })));

  const startDate = new Date().toISOString().slice(0, 10);
  for (const client of ['sam', 'alex']) {
    const clientId = ids.get(client)!;
    const [assignment] = await tx
      .insert(programAssignments)
      .values({
        programId: program!.id,
        clientId,
        assignedBy: maya,
        programName: name,
        weeks: WEEKS,
        startDate,
      })
      .returning({ id: programAssignments.id });
    // A day the client already has a workout on keeps it alone: the program skips that day.
    const booked = new Set(
      (
        await tx
          .select({ day: workouts.scheduledDate })
          .from(workouts)
          .where(and(eq(workouts.assignedTo, clientId), isNotNull(workouts.scheduledDate)))
      ).map((r) => r.day),
    );
    const scheduled = days.flatMap((d) => {
      const scheduledDate = programDayDate(startDate, d.week, d.dayOfWeek);
      if (scheduledDate && booked.has(scheduledDate)) return [];
      const t = TEMPLATES[d.templateId === a ? 0 : 1]!;
      return scheduledDate
        ? [
            {
              assignedTo: clientId,
              createdBy: maya,
              name: t.name,
              description: t.description,
              scheduledDate,
              estimatedDuration: 45,
              tags: t.tags,
              plan: freshCopy(plans.get(d.templateId)!),
              programAssignmentId: assignment!.id,
            },
          ]
        : [];
    });
    if (scheduled.length) await tx.insert(workouts).values(scheduled);
  }
}
