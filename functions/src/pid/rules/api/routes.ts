import {
  DicQuery,
  PidAttrBody,
  PidAttrQuery,
  RuleAttributeQueryBody,
  RuleSettingQueryBody,
  SaveRuleBody,
} from '@loopline/shared/contracts/pidRules';
import { Reply, route } from '../../../lib/http/route.ts';
import { ruleService } from './wiring.ts';

/**
 * Tag rules (dm2d, spec 3 §7), their attributes (pidAttr) and the P&ID dictionaries (dic). Reading needs
 * project membership (and viewFile for a drawing's rules); changing needs project admin rights (editFile for
 * a drawing's rules; platform administrator for the default).
 */
export const pidRuleRoutes = [
  route({
    method: 'POST',
    path: '/api/cloud/dm2d/rule/attribute/query',
    auth: 'user',
    summary: 'Attributes a rule row can fill: built-in plus the project’s own, optionally of one tag type',
    body: RuleAttributeQueryBody,
    handler: ({ caller, body }) => ruleService.queryAttributes(caller, body),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/dm2d/rule/setting/query',
    auth: 'user',
    summary:
      'The rules in force for a drawing (fkFileId), a project, or the default, with the level they come from',
    body: RuleSettingQueryBody,
    handler: ({ caller, body }) => ruleService.querySetting(caller, body),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/dm2d/rule/setting/queryDefaultRules',
    auth: 'user',
    summary: 'The platform default rules (what "reset to defaults" shows)',
    body: RuleSettingQueryBody.pick({ type: true }),
    handler: ({ body }) => ruleService.queryDefault(body.type),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/dm2d/rule/setting/saveRule',
    auth: 'user',
    summary:
      'Saves the rules of a drawing, a project or the default (checked as spec 3 §5 says); code 5000 asks to confirm the circuit warning',
    body: SaveRuleBody,
    handler: async ({ caller, body, request }) => {
      const result = await ruleService.save(caller, body, request.lang);
      if ('confirm' in result) return new Reply(null, result.confirm, result.params, 5000);
      return new Reply(result, body.reset ? 'pid.rule.resetDone' : 'pid.rule.saved');
    },
  }),
  route({
    method: 'GET',
    path: '/api/pidAttr',
    auth: 'user',
    summary: 'P&ID attributes: built-in plus a project’s own, optionally of one tag type',
    query: PidAttrQuery,
    handler: ({ caller, query }) => ruleService.queryAttributes(caller, query),
  }),
  route({
    method: 'POST',
    path: '/api/pidAttr',
    auth: 'user',
    summary: 'Adds an attribute to a project (project admins); a name already there is refused',
    body: PidAttrBody,
    handler: async ({ caller, body }) =>
      new Reply(await ruleService.addAttribute(caller, body), 'pid.attrSaved'),
  }),
  route({
    method: 'GET',
    path: '/api/dic',
    auth: 'user',
    summary: 'A P&ID dictionary by name (pidBoxType, pidDeviceCategory, pidDeviceType), optionally filtered',
    query: DicQuery,
    handler: ({ query }) => ruleService.dictionary(query.name, query),
  }),
];
