import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { checkInReviewCalls, REVIEW_QUEUE_PAGE, type ReviewInput } from '@kinetic/contracts/check-in-review';
import { callApi, retryUnlessNotFound } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { pagedQueryOptions } from '../../../lib/pages.ts';

export const reviewKeys = {
  all: ['check-in-review'] as const,
  queue: ['check-in-review', 'queue'] as const,
  one: (id: string) => ['check-in-review', 'one', id] as const,
};

/** The trainer's check-ins to review, oldest sent first, a page at a time. */
export function useReviewQueue() {
  return useInfiniteQuery(
    pagedQueryOptions({
      queryKey: reviewKeys.queue,
      call: checkInReviewCalls.queue,
      key: 'checkIns',
      limit: REVIEW_QUEUE_PAGE,
    }),
  );
}

/** One check-in against the week before. */
export function useCheckInReview(id: string) {
  return useQuery({
    queryKey: reviewKeys.one(id),
    queryFn: async () => (await callApi(checkInReviewCalls.review, { params: { id } })).review,
    retry: retryUnlessNotFound,
  });
}

/** The reply (or none) and "reviewed": the queue is read again behind the next screen. */
export function useMarkReviewed(id: string) {
  return useInvalidatingMutation(
    (body: ReviewInput) => callApi(checkInReviewCalls.markReviewed, { params: { id }, body }),
    reviewKeys.all,
    { wait: false },
  );
}
