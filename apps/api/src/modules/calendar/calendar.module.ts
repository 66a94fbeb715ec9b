import type { Module } from '../module.ts';
import { calendarRoutes } from './calendar.routes.ts';
import { createCalendarService } from './calendar.service.ts';

/** The trainer's calendar of their clients' workouts. */
export const calendarModule: Module<'workouts' | 'clients'> = async (app, { workouts, clients }) => {
  calendarRoutes(app, createCalendarService({ workouts, clients }));
};
