import {
  AlertTriangle,
  CalendarPlus,
  CalendarX2,
  ClipboardList,
  HeartPulse,
  Moon,
  NotebookPen,
  ShieldAlert,
  TrendingDown,
  Utensils,
  type LucideIcon,
} from 'lucide-react';
import type { AttentionKind } from '@kinetic/contracts/attention';

export type Severity = 'high' | 'medium' | 'low';

export interface ReasonLook {
  label: string;
  icon: LucideIcon;
  severity: Severity;
}

/** How each reason a client needs attention looks: its name, icon and how serious it is. */
export const REASONS: Record<AttentionKind, ReasonLook> = {
  'pain-note': { label: 'Pain note', icon: HeartPulse, severity: 'high' },
  contraindicated: { label: 'Contraindicated', icon: ShieldAlert, severity: 'high' },
  'new-flags': { label: 'New health flags', icon: AlertTriangle, severity: 'high' },
  'missed-workout': { label: 'Missed workout', icon: CalendarX2, severity: 'medium' },
  'intake-pending': { label: 'Intake pending', icon: ClipboardList, severity: 'medium' },
  'low-adherence': { label: 'Low adherence', icon: TrendingDown, severity: 'medium' },
  inactive: { label: 'Inactive', icon: Moon, severity: 'low' },
  'nothing-scheduled': { label: 'Nothing scheduled', icon: CalendarPlus, severity: 'low' },
  'nutrition-off-target': { label: 'Off nutrition target', icon: Utensils, severity: 'medium' },
  'nothing-logged': { label: 'Nothing logged', icon: NotebookPen, severity: 'low' },
  'check-in-alert': { label: 'Check-in alert', icon: AlertTriangle, severity: 'high' },
  'check-in-overdue': { label: 'Check-in overdue', icon: ClipboardList, severity: 'low' },
};
