import { ClipboardCheck, Dumbbell, Library, TrendingUp, Users, UserCog, Utensils } from 'lucide-react';
import { CheckInDueCard } from '../../../entities/check-ins/components/check-in-due-card.tsx';
import { DashboardGrid, DashboardTile } from './dashboard-tile.tsx';
import { NeedsAttention } from './needs-attention.tsx';
import { NextWorkout } from './next-workout.tsx';
import { TodaysHabits } from './todays-habits.tsx';

export function ClientDashboard() {
  return (
    <>
      <NextWorkout />
      <CheckInDueCard />
      <DashboardGrid>
        <DashboardTile
          title="My Workouts"
          description="view assigned workouts"
          to="/client/workouts"
          icon={Dumbbell}
          tone="bg-brand-100 text-brand-700"
        />
        <DashboardTile
          title="My Meals"
          description="view meal plans"
          to="/client/meals"
          icon={Utensils}
          tone="bg-amber-100 text-amber-700"
        />
        <DashboardTile
          title="My Progress"
          description="track your progress"
          to="/client/progress"
          icon={TrendingUp}
          tone="bg-sky-100 text-sky-700"
        />
      </DashboardGrid>
      <TodaysHabits />
    </>
  );
}

export function ConsultantDashboard() {
  return (
    <DashboardGrid>
      <DashboardTile
        title="User Management"
        description="manage users, roles and trainer assignments"
        to="/consultant/users"
        icon={UserCog}
        tone="bg-purple-100 text-purple-700"
      />
      <DashboardTile
        title="Libraries"
        description="manage exercises, equipment and food"
        to="/libraries"
        icon={Library}
        tone="bg-brand-100 text-brand-700"
      />
    </DashboardGrid>
  );
}

export function TrainerDashboard() {
  return (
    <>
      <NeedsAttention />
      <DashboardGrid>
        <DashboardTile
          title="My Clients"
          description="manage workouts, meals and progress"
          to="/trainer/clients"
          icon={Users}
          tone="bg-blue-100 text-blue-700"
        />
        <DashboardTile
          title="Check-in templates"
          description="the weekly forms your clients fill in"
          to="/check-ins/templates"
          icon={ClipboardCheck}
          tone="bg-emerald-100 text-emerald-700"
        />
        <DashboardTile
          title="Libraries"
          description="browse exercises, equipment and food"
          to="/libraries"
          icon={Library}
          tone="bg-brand-100 text-brand-700"
        />
      </DashboardGrid>
    </>
  );
}
