import { templateCalls, type TemplateInput } from '@kinetic/contracts/templates';
import { templateKeys } from '../../../entities/templates/api/template-keys.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/** PUT /api/templates/{id} ({ template }), the owner's only. */
export function useUpdateTemplate() {
  return useInvalidatingMutation(
    ({ id, body }: { id: string; body: TemplateInput }) =>
      callApi(templateCalls.update, { params: { id }, body }),
    templateKeys.all,
    { wait: false },
  );
}
