import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { alertsOf } from '@kinetic/contracts/check-in-rules';
import type { CheckInAnswers, CheckInQuestion } from '@kinetic/contracts/check-ins';
import { addDays } from '@kinetic/contracts/habits';
import { PHOTO_POSES, type PhotoPose } from '@kinetic/contracts/progress-photos';
import type { Db } from '../client.ts';
import { checkInAssignments, checkIns, checkInTemplates, messages, progressPhotos } from '../schema.ts';
import type { ObjectStorage } from '../../lib/object-storage/index.ts';
import { encodePhoto, PHOTO_CONTENT_TYPE } from '../../modules/progress/photo-image.ts';

const QUESTIONS: CheckInQuestion[] = [
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
    label: 'Average sleep',
    required: true,
    unit: 'hours',
    alert: { op: '<', value: 6 },
  },
  {
    id: 'plan',
    kind: 'yes_no',
    label: 'Followed the plan',
    required: true,
    unit: '',
    alert: { op: '=', value: false },
  },
  { id: 'win', kind: 'short_text', label: 'Biggest win', required: false, unit: '', alert: null },
];
const BLOCKS = { weight: true, measurements: true, photos: true };

/** Sam's weeks, oldest first: the last is sent and waits for Maya's review, the others have her reply. */
const WEEKS: { answers: CheckInAnswers; reply: string | null }[] = [
  { answers: { energy: 6, sleep: 6.5, plan: true, win: 'Three sessions done' }, reply: 'Solid start, Sam.' },
  { answers: { energy: 5, sleep: 6, plan: true, win: 'Meal prep on Sunday' }, reply: 'Nice: keep prepping.' },
  { answers: { energy: 3, sleep: 5.5, plan: false, win: 'New squat best' }, reply: null },
];

/** A placeholder photo of a pose: a figure on a tinted ground, a little slimmer each week. */
async function posePhoto(pose: PhotoPose, week: number): Promise<Buffer> {
  const waist = 70 - week * 4;
  const tint = ['#e2e8f0', '#dbeafe', '#dcfce7'][week % 3];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <rect width="600" height="800" fill="${tint}"/>
    <circle cx="300" cy="150" r="60" fill="#64748b"/>
    <rect x="${300 - waist}" y="220" width="${waist * 2}" height="300" rx="40" fill="#64748b"/>
    <rect x="${300 - waist + 10}" y="520" width="40" height="220" fill="#64748b"/>
    <rect x="${300 + waist - 50}" y="520" width="40" height="220" fill="#64748b"/>
    <text x="300" y="780" font-size="36" text-anchor="middle" fill="#334155">${pose}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** The photos of the weeks with photos (the last two), encoded and stored before the seed's transaction. */
export async function storeDemoCheckInPhotos(objects: ObjectStorage, weeks = [1, 2]) {
  const stored = new Map<
    number,
    { id: string; pose: PhotoPose; keys: string[]; width: number; height: number; bytes: number }[]
  >();
  for (const week of weeks) {
    const photos = [];
    for (const pose of PHOTO_POSES) {
      const encoded = await encodePhoto(await posePhoto(pose, week));
      const id = randomUUID();
      // The client's folder is not known yet (the demo's people are made in the transaction).
      const keys = [`progress-photos/demo/${id}-full.webp`, `progress-photos/demo/${id}-thumb.webp`];
      await objects.put(keys[0]!, encoded.full, PHOTO_CONTENT_TYPE);
      await objects.put(keys[1]!, encoded.thumb, PHOTO_CONTENT_TYPE);
      photos.push({
        id,
        pose,
        keys,
        width: encoded.width,
        height: encoded.height,
        bytes: encoded.full.length,
      });
    }
    stored.set(week, photos);
  }
  return stored;
}
export type DemoCheckInPhotos = Awaited<ReturnType<typeof storeDemoCheckInPhotos>>;

/**
 * Maya's weekly check-in, given to Sam: two weeks sent and reviewed (with her reply in their
 * conversation), and this week's sent with front, side and back photos (when the demo has its
 * object storage) and low energy, waiting in Maya's review queue.
 */
export async function seedDemoCheckIns(tx: Db, ids: Map<string, string>, photos?: DemoCheckInPhotos) {
  const sam = ids.get('sam')!;
  const maya = ids.get('maya')!;
  const today = new Date().toISOString().slice(0, 10);
  const dueToday = new Date().getUTCDay();
  const [template] = await tx
    .insert(checkInTemplates)
    .values({ trainerId: maya, name: 'Weekly check-in', questions: QUESTIONS, blocks: BLOCKS })
    .returning({ id: checkInTemplates.id });
  await tx
    .insert(checkInAssignments)
    .values({ clientId: sam, assignedBy: maya, templateId: template!.id, weekday: dueToday });
  for (const [i, week] of WEEKS.entries()) {
    const weeksAgo = WEEKS.length - 1 - i;
    const dueDate = addDays(today, -7 * weeksAgo);
    const sentAt = new Date(Math.min(Date.parse(`${dueDate}T08:30:00Z`), Date.now() - 3_600_000));
    const weekPhotos = photos?.get(i) ?? [];
    for (const p of weekPhotos)
      await tx.insert(progressPhotos).values({
        id: p.id,
        clientId: sam,
        date: dueDate,
        pose: p.pose,
        fullKey: p.keys[0]!,
        thumbKey: p.keys[1]!,
        width: p.width,
        height: p.height,
        bytes: p.bytes,
        createdAt: sentAt,
      });
    const reviewedAt = new Date(Math.min(sentAt.getTime() + 5 * 3_600_000, Date.now()));
    const [reply] = week.reply
      ? await tx
          .insert(messages)
          .values({
            clientId: sam,
            trainerId: maya,
            senderId: maya,
            body: week.reply,
            createdAt: reviewedAt,
            readAt: reviewedAt,
          })
          .returning({ id: messages.id })
      : [];
    await tx.insert(checkIns).values({
      clientId: sam,
      trainerId: maya,
      templateId: template!.id,
      templateName: 'Weekly check-in',
      questions: QUESTIONS,
      blocks: BLOCKS,
      dueDate,
      status: reply ? 'reviewed' : 'submitted',
      answers: week.answers,
      alerts: alertsOf(QUESTIONS, week.answers),
      photoIds: weekPhotos.map((p) => p.id),
      submittedAt: sentAt,
      reviewedAt: reply ? reviewedAt : null,
      reviewedBy: reply ? maya : null,
      replyMessageId: reply?.id ?? null,
    });
  }
}
