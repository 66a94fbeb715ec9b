import type { Difficulty } from '@kinetic/contracts/libraries';
import { Badge } from './badge.tsx';
import { cn } from './cn.ts';

const colours: Record<Difficulty, string> = {
  BEGINNER: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  INTERMEDIATE: 'bg-amber-50 text-amber-800 ring-amber-200',
  ADVANCED: 'bg-rose-50 text-rose-800 ring-rose-200',
};

const labels: Record<Difficulty, string> = {
  BEGINNER: 'Beginner',
  INTERMEDIATE: 'Intermediate',
  ADVANCED: 'Advanced',
};

/** An exercise's difficulty as a small coloured badge (easy green, medium amber, hard rose). */
export function DifficultyBadge({ difficulty, className }: { difficulty: Difficulty; className?: string }) {
  return <Badge className={cn(colours[difficulty], className)}>{labels[difficulty]}</Badge>;
}
