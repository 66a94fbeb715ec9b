import { painReport, type PainReport } from '@kinetic/contracts/workouts';

/** The "Something hurt" part of the workout's feedback, as the client fills it in. */
export interface PainDraft {
  hurt: boolean;
  area: string;
  level: number;
}

export const NO_PAIN: PainDraft = { hurt: false, area: '', level: 5 };

/**
 * What goes with the completion: nothing when nothing hurt, the report when it did, or the message
 * of what is missing (where it hurt).
 */
export function painFromDraft(draft: PainDraft): { pain?: PainReport; error?: string } {
  if (!draft.hurt) return {};
  const parsed = painReport.safeParse({ area: draft.area, level: draft.level });
  return parsed.success
    ? { pain: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? 'Say where it hurt' };
}
