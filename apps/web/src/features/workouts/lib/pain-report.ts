/** The "Something hurt" part of the workout's feedback, as the client fills it in. */
export interface PainDraft {
  hurt: boolean;
  area: string;
  level: number;
}

export const NO_PAIN: PainDraft = { hurt: false, area: '', level: 5 };
