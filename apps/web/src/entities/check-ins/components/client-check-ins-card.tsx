import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ClipboardCheck } from 'lucide-react';
import { CHECK_IN_TEXTS } from '@kinetic/contracts/check-in-texts';
import { WEEKDAYS, type CheckIn } from '@kinetic/contracts/check-ins';
import { calendarDateLabel } from '@kinetic/contracts/time-and-units';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { useCheckInAssignmentWrites, useCheckInTemplates, useClientCheckIns } from '../api/check-ins.ts';
import { errorText } from '../../../lib/api-client.ts';

const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const TONES = {
  alert: 'bg-amber-50 text-amber-800 ring-amber-200 whitespace-normal',
  missed: 'bg-red-50 text-red-700 ring-red-200',
  due: 'bg-slate-50 text-slate-700 ring-slate-200',
  sent: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
};

/** What a check-in of the history is: sent (late or on time), reviewed, missed or still due. */
export function checkInState(c: CheckIn, today: string): string {
  if (c.missed) return CHECK_IN_TEXTS.statusMissed;
  if (c.status === 'due') return c.dueDate > today ? CHECK_IN_TEXTS.statusUpcoming : CHECK_IN_TEXTS.statusDue;
  const sent = c.status === 'reviewed' ? CHECK_IN_TEXTS.statusReviewed : CHECK_IN_TEXTS.statusSubmitted;
  return c.late ? `${sent} (${CHECK_IN_TEXTS.statusLate.toLowerCase()})` : sent;
}

/** On the client's page: the weekly check-in given (a template and its weekday) and the weeks so far. */
export function ClientCheckInsCard({ clientId }: { clientId: string }) {
  const history = useClientCheckIns(clientId);
  const templates = useCheckInTemplates();
  const writes = useCheckInAssignmentWrites(clientId);
  const assignment = history.data?.assignment ?? null;
  const [templateId, setTemplateId] = useState('');
  const [weekday, setWeekday] = useState<number | null>(null);
  const chosenTemplate = templateId || assignment?.templateId || templates.data?.templates[0]?.id || '';
  const chosenDay = weekday ?? assignment?.weekday ?? 0;

  const assign = () =>
    writes.assign.mutate(
      { templateId: chosenTemplate, weekday: chosenDay },
      {
        onSuccess: () => toast.success(CHECK_IN_TEXTS.assigned),
        onError: (error) => toast.error(errorText(error, 'The check-in could not be given')),
      },
    );
  const stop = () =>
    writes.unassign.mutate(undefined, {
      onSuccess: () => toast.success(CHECK_IN_TEXTS.stopped),
      onError: (error) => toast.error(errorText(error, 'The check-in could not be stopped')),
    });

  return (
    <Card className="overflow-hidden" role="region" aria-labelledby="check-ins-heading" id="check-ins">
      <div className="flex items-center gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
        <ClipboardCheck aria-hidden="true" className="size-5 text-brand-700" />
        <h2 id="check-ins-heading" className="flex-1 text-base font-semibold text-slate-900">
          {CHECK_IN_TEXTS.clientSection}
        </h2>
        <Link to="/check-ins/templates" className="text-sm font-medium text-brand-700 hover:underline">
          {CHECK_IN_TEXTS.templatesTitle}
        </Link>
      </div>
      <div className="space-y-4 px-4 py-4 sm:px-5">
        {history.isPending || templates.isPending ? (
          <LoadingState label="Loading check-ins..." />
        ) : history.isError || templates.isError ? (
          <LoadError message={CHECK_IN_TEXTS.loadError} onRetry={() => void history.refetch()} />
        ) : (
          <>
            <p className="text-sm text-slate-600">
              {assignment
                ? `${assignment.templateName}, due every ${WEEKDAYS[assignment.weekday]}.`
                : CHECK_IN_TEXTS.clientNone}
            </p>
            {templates.data.templates.length === 0 ? (
              <Link
                to="/check-ins/templates/new"
                className="text-sm font-medium text-brand-700 hover:underline"
              >
                {CHECK_IN_TEXTS.noTemplates}
              </Link>
            ) : (
              <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-end">
                <SelectField
                  label={CHECK_IN_TEXTS.template}
                  value={chosenTemplate}
                  onChange={(e) => setTemplateId(e.target.value)}
                  options={templates.data.templates.map((t) => t.id)}
                  optionLabel={(id) => templates.data.templates.find((t) => t.id === id)?.name ?? id}
                />
                <SelectField
                  label={CHECK_IN_TEXTS.weekday}
                  value={chosenDay}
                  onChange={(e) => setWeekday(Number(e.target.value))}
                  options={DAYS}
                  optionLabel={(d) => WEEKDAYS[d]}
                />
                <div className="flex gap-2">
                  <Button onClick={assign} loading={writes.assign.isPending}>
                    {CHECK_IN_TEXTS.assign}
                  </Button>
                  {assignment && (
                    <Button variant="secondary" onClick={stop} loading={writes.unassign.isPending}>
                      {CHECK_IN_TEXTS.stop}
                    </Button>
                  )}
                </div>
              </div>
            )}
            <h3 className="text-sm font-semibold text-slate-800">{CHECK_IN_TEXTS.history}</h3>
            {history.data.checkIns.length === 0 ? (
              <p className="text-sm text-slate-600">{CHECK_IN_TEXTS.historyEmpty}</p>
            ) : (
              <ul className="divide-y divide-slate-100" aria-label={CHECK_IN_TEXTS.history}>
                {history.data.checkIns.map((c) => (
                  <li key={c.dueDate} className="flex flex-wrap items-center gap-2 py-2">
                    <span className="flex-1 text-sm text-slate-800">{calendarDateLabel(c.dueDate)}</span>
                    {c.alerts.length > 0 && (
                      <Badge className={TONES.alert}>{c.alerts.map((a) => a.text).join('; ')}</Badge>
                    )}
                    <Badge className={c.missed ? TONES.missed : c.status === 'due' ? TONES.due : TONES.sent}>
                      {checkInState(c, history.data.today)}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </Card>
  );
}
