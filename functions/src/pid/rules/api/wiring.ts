import { loadEntry, requireMember } from '../../../file/index.ts';
import { NotFoundError } from '../../../lib/errors.ts';
import { canChangeProjectRules } from '../../../lib/policies/pidRulePolicy.ts';
import { makeRuleService } from './service.ts';
import * as store from './store.ts';

/** The rule service over the table and the project permission engine. */
export const ruleService = makeRuleService({
  store: { ...store, maxPackedSize: store.MAX_STORED_RULES },
  access: {
    async member(caller, projectId) {
      const { project, member } = await requireMember(caller, projectId);
      return { mayChangeRules: canChangeProjectRules(project, member.role) };
    },
    async fileSigns(caller, projectId, fileId) {
      const entry = await loadEntry(await requireMember(caller, projectId), fileId);
      if (!entry.isFile) throw new NotFoundError('file.notFound');
      return entry.filePerms;
    },
  },
});
