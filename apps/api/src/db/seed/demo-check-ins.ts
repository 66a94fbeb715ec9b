import { alertsOf } from '@kinetic/contracts/check-in-rules';
import type { CheckInAnswers, CheckInTemplateValues } from '@kinetic/contracts/check-ins';
import { addDays } from '@kinetic/contracts/habits';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  checkInAssignments,
  checkIns,
  checkInTemplates,
  progressEntries,
  progressPhotos,
} from '../schema.ts';
import { DAY } from '../../lib/durations.ts';
import type { DemoCheckInPhotos } from './demo-check-in-photos.ts';

/** Maya's weekly form: how the week went, with body weight and measurements. */
const MAYAS_FORM: CheckInTemplateValues = {
  name: 'Weekly check-in',
  questions: [
    {
      id: 'energy',
      kind: 'scale',
      label: 'Energy this week',
      required: true,
      unit: '',
      alert: { op: '<=', value: 3 },
    },
    {
      id: 'sleep',
      kind: 'number',
      label: 'Sleep per night',
      required: true,
      unit: 'hours',
      alert: { op: '<', value: 6 },
    },
    {
      id: 'stress',
      kind: 'scale',
      label: 'Stress',
      required: false,
      unit: '',
      alert: { op: '>=', value: 8 },
    },
    {
      id: 'plan',
      kind: 'yes_no',
      label: 'Stuck to the plan',
      required: true,
      unit: '',
      alert: { op: '=', value: false },
    },
    { id: 'win', kind: 'short_text', label: 'Win of the week', required: false, unit: '', alert: null },
    {
      id: 'notes',
      kind: 'long_text',
      label: 'Anything else for Maya?',
      required: false,
      unit: '',
      alert: null,
    },
  ],
  blocks: { weight: true, measurements: true, photos: true },
};

/**
 * Six weeks of Sam's check-ins, due on today's weekday (so that this week's is due today), oldest
 * first: the answers, and the weight of that day (the entries Sam logged, and two older ones). The
 * fourth was sent a day late.
 */
const WEEKS: { answers: CheckInAnswers; weight: number; late?: boolean }[] = [
  { answers: { energy: 6, sleep: 6.5, stress: 5, plan: true, win: 'First week done!' }, weight: 177.6 },
  { answers: { energy: 5, sleep: 6, stress: 6, plan: true, win: 'Hit every workout' }, weight: 177.0 },
  { answers: { energy: 7, sleep: 7, stress: 4, plan: true, win: 'Squat 5x5 at 185' }, weight: 176.4 },
  {
    answers: {
      energy: 3,
      sleep: 5.5,
      stress: 8,
      plan: false,
      notes: 'Work trip, hotel food and little sleep.',
    },
    weight: 175.1,
    late: true,
  },
  { answers: { energy: 7, sleep: 7.5, stress: 4, plan: true, win: 'Back on track' }, weight: 174.6 },
  { answers: { energy: 8, sleep: 7.5, stress: 3, plan: true, win: 'New deadlift best' }, weight: 173.2 },
];

/** This week's, sent this morning and waiting in Maya's review queue: a hard week (three alerts). */
const THIS_WEEK: CheckInAnswers = {
  energy: 3,
  sleep: 5.5,
  stress: 7,
  plan: false,
  notes: 'Long days at work, missed two sessions.',
};

/**
 * Sam's front, side and back photos of a check-in's day (`week`: 0 last week, 1 this week), when the
 * demo has its object storage: the rows name the objects stored before the seed's transaction.
 */
async function photosOf(
  tx: Db,
  sam: string,
  date: string,
  photos: DemoCheckInPhotos | undefined,
  week: number,
) {
  const stored = photos?.get(week) ?? [];
  for (const p of stored)
    await tx.insert(progressPhotos).values({
      id: p.id,
      clientId: sam,
      date,
      pose: p.pose,
      fullKey: p.keys[0]!,
      thumbKey: p.keys[1]!,
      width: p.width,
      height: p.height,
      bytes: p.bytes,
    });
  return stored.map((p) => p.id);
}

export async function seedDemoCheckIns(
  tx: Db,
  ids: Map<string, string>,
  photos?: DemoCheckInPhotos,
): Promise<void> {
  const sam = ids.get('sam')!;
  const maya = ids.get('maya')!;
  // Sam's days follow UTC (the demo's preferences).
  const today = new Date().toISOString().slice(0, 10);
  const [template] = await tx
    .insert(checkInTemplates)
    .values({ trainerId: maya, ...MAYAS_FORM, createdAt: new Date(Date.now() - 50 * DAY) })
    .returning({ id: checkInTemplates.id });
  await tx.insert(checkInAssignments).values({
    clientId: sam,
    assignedBy: maya,
    templateId: template!.id,
    weekday: new Date(`${today}T00:00:00Z`).getUTCDay(),
    createdAt: new Date(Date.now() - 45 * DAY),
  });
  for (const [i, week] of WEEKS.entries()) {
    const dueDate = addDays(today, -7 * (WEEKS.length - i));
    const sentOn = week.late ? addDays(dueDate, 1) : dueDate;
    // The weight of that day: Sam's own entry when there is one (the weekly weigh-ins), else logged now.
    const held = await tx
      .select({ id: progressEntries.id })
      .from(progressEntries)
      .where(
        and(
          eq(progressEntries.clientId, sam),
          eq(progressEntries.date, dueDate),
          inArray(progressEntries.type, ['Body weight', 'Waist']),
        ),
      );
    const entryIds = held.length
      ? held.map((e) => e.id)
      : (
          await tx
            .insert(progressEntries)
            .values({
              clientId: sam,
              type: 'Body weight',
              value: week.weight,
              unit: 'lbs',
              date: sentOn,
              category: 'Body composition',
            })
            .returning({ id: progressEntries.id })
        ).map((e) => e.id);
    const submittedAt = new Date(Date.parse(`${sentOn}T19:30:00Z`));
    await tx.insert(checkIns).values({
      clientId: sam,
      trainerId: maya,
      templateId: template!.id,
      templateName: MAYAS_FORM.name,
      questions: MAYAS_FORM.questions,
      blocks: MAYAS_FORM.blocks,
      dueDate,
      status: 'reviewed',
      answers: week.answers,
      alerts: alertsOf(MAYAS_FORM.questions, week.answers),
      progressEntryIds: entryIds,
      // Last week's check-in came with photos: this week's are compared with them.
      photoIds: i === WEEKS.length - 1 ? await photosOf(tx, sam, sentOn, photos, 0) : [],
      submittedAt,
      late: Boolean(week.late),
      reviewedAt: new Date(submittedAt.getTime() + 14 * 3_600_000),
      reviewedBy: maya,
      notifiedAt: new Date(Date.parse(`${dueDate}T08:00:00Z`)),
    });
  }
  // This week's: due today, sent an hour ago with the weight and front, side and back photos, not
  // reviewed yet.
  const sentAt = new Date(Date.now() - 3_600_000);
  const weighed = await tx
    .insert(progressEntries)
    .values({
      clientId: sam,
      type: 'Body weight',
      value: 172.8,
      unit: 'lbs',
      date: today,
      category: 'Body composition',
    })
    .returning({ id: progressEntries.id });
  await tx.insert(checkIns).values({
    clientId: sam,
    trainerId: maya,
    templateId: template!.id,
    templateName: MAYAS_FORM.name,
    questions: MAYAS_FORM.questions,
    blocks: MAYAS_FORM.blocks,
    dueDate: today,
    status: 'submitted',
    answers: THIS_WEEK,
    alerts: alertsOf(MAYAS_FORM.questions, THIS_WEEK),
    progressEntryIds: weighed.map((e) => e.id),
    photoIds: await photosOf(tx, sam, today, photos, 1),
    submittedAt: sentAt,
    notifiedAt: new Date(Math.min(Date.parse(`${today}T08:00:00Z`), sentAt.getTime())),
  });
}
