import { templateCalls, type TemplateInput } from '@kinetic/contracts/templates';
import { templateKeys } from '../../../entities/templates/api/template-keys.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/** POST /api/templates (201 { template }); the editor leaves at once, the library refreshes behind it. */
export function useCreateTemplate() {
  return useInvalidatingMutation(
    (body: TemplateInput) => callApi(templateCalls.create, { body }),
    templateKeys.all,
    { wait: false },
  );
}
