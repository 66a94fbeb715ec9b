import { CONDITIONS, type Condition } from '@kinetic/contracts/conditions';
import type { OnboardingAnswers } from '@kinetic/contracts/onboarding';

/**
 * Words in the intake's free text (ailments, medications, surgery) that point to a condition. Heart
 * is matched as a whole word, so "heartburn" is no heart condition.
 */
const MENTIONS: Record<Condition, RegExp> = {
  knee: /\bknees?\b|\bacl\b|\bmcl\b|menisc|patell/i,
  'lower-back': /\b(lower |low )?back\b|lumbar|\bspin(e|al)\b|\bdiscs?\b|herniat|sciatica/i,
  shoulder: /shoulder|rotator cuff|\blabrum\b/i,
  wrist: /wrist|carpal/i,
  hip: /\bhips?\b/i,
  ankle: /ankle|achilles/i,
  neck: /\bneck\b|cervical|whiplash/i,
  pregnancy: /pregnan|trimester|expecting a baby/i,
  'high-blood-pressure': /(high|elevated|raised) blood pressure|hypertensi/i,
  heart: /\bheart\b|cardiac|arrhythmi|angina|atrial fibrillation|pacemaker|\bstents?\b/i,
};

/**
 * The conditions a client's intake points to: PAR-Q answers (a heart condition or chest pain ->
 * heart; drugs for blood pressure -> high blood pressure) and what the medical history's free text
 * names. A suggestion only: the trainer confirms what applies.
 */
export function suggestedConditions(answers: OnboardingAnswers): Condition[] {
  const found = new Set<Condition>();
  const parq = answers.parq?.fields;
  if (parq) {
    if (parq.heartCondition === 'Yes' || parq.chestPainActive === 'Yes' || parq.chestPainResting === 'Yes')
      found.add('heart');
    if (parq.prescribedDrugs === 'Yes') found.add('high-blood-pressure');
  }
  const medical = answers['medical-history']?.fields;
  const text = medical ? [medical.ailments, medical.medications, medical.surgery].join('\n') : '';
  for (const condition of CONDITIONS) if (MENTIONS[condition].test(text)) found.add(condition);
  return CONDITIONS.filter((c) => found.has(c));
}
