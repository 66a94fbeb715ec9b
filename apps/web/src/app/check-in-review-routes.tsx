import type { RouteObject } from 'react-router';
import { lazyNamed } from './lazy-named.ts';

const ReviewQueuePage = lazyNamed(
  () => import('../features/check-in-review/components/review-queue-page.tsx'),
  'ReviewQueuePage',
);
const CheckInReviewPage = lazyNamed(
  () => import('../features/check-in-review/components/review-page.tsx'),
  'CheckInReviewPage',
);

/** The trainer's check-in review: the queue and one check-in (the templates are /check-ins/templates). */
export const checkInReviewRoutes: RouteObject[] = [
  { path: '/check-ins', element: <ReviewQueuePage /> },
  { path: '/check-ins/:id', element: <CheckInReviewPage /> },
];
