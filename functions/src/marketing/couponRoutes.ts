import {
  CouponCancelParams,
  CouponIssueBody,
  CouponRuleListQuery,
  CouponRuleRemoveQuery,
  CouponRuleSaveBody,
  CouponRuleUpdateBody,
  IssuedCouponQuery,
  OwnCouponQuery,
} from '@loopline/shared/contracts/coupon';
import { userDirectory } from '../access/index.ts';
import { Reply, route } from '../lib/http/route.ts';
import { applicableCoupons } from './applicable.ts';
import { createRule, listRules, removeRules, updateRule, validRules } from './couponRules.ts';
import { cancelCoupon, couponsOf, couponView, issueCoupons, issuedCoupons } from './coupons.ts';

/** Coupon rules and issued coupons: back office (admin) and a user's own coupons. */
export const couponRoutes = [
  route({
    method: 'GET',
    path: '/api/cloud/coupon-rule/list',
    auth: 'admin',
    summary: 'Coupon rules of the tenant, newest first (name filter, current, size)',
    query: CouponRuleListQuery,
    handler: async ({ query, caller }) => listRules(caller, query),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/coupon-rule/save',
    auth: 'admin',
    summary:
      'Create a coupon rule (name ≤ 30, amount or discount, value 1–999, scope, scenario, validity, count ≥ 1)',
    body: CouponRuleSaveBody,
    handler: async ({ body, caller }) => new Reply(await createRule(caller, body), 'coupon.ruleSaved'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/coupon-rule/update',
    auth: 'admin',
    summary: 'Change a coupon rule; issued coupons keep their terms, the count never below the uses made',
    body: CouponRuleUpdateBody,
    handler: async ({ body, caller }) => {
      const { id, ...input } = body;
      return new Reply(await updateRule(caller, id, input), 'coupon.ruleUpdated');
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/cloud/coupon-rule/remove',
    auth: 'admin',
    summary: 'Delete coupon rules none of whose coupons were issued (ids)',
    query: CouponRuleRemoveQuery,
    handler: async ({ query, caller }) => {
      await removeRules(caller, query.ids);
      return new Reply(null, 'coupon.ruleRemoved');
    },
  }),
  route({
    method: 'GET',
    path: '/api/cloud/coupon-rule/list/valid',
    auth: 'admin',
    summary: 'Rules that can still give coupons (validity not over, uses left)',
    handler: async ({ caller }) => validRules(caller),
  }),
  route({
    method: 'PUT',
    path: '/api/cloud/coupon/issue',
    auth: 'admin',
    summary: 'Issue a rule’s coupons to phones (unregistered ones wait, unbound) or to a user group',
    body: CouponIssueBody,
    handler: async ({ body, caller }) => new Reply(await issueCoupons(caller, body), 'coupon.issued'),
  }),
  route({
    method: 'PUT',
    path: '/api/cloud/coupon/cancel/{id}',
    auth: 'admin',
    summary: 'Void an unused coupon',
    params: CouponCancelParams,
    handler: async ({ params, caller }) =>
      new Reply(await cancelCoupon(caller, params.id), 'coupon.cancelled'),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/equity/coupon/list',
    auth: 'admin',
    summary: 'Issued coupons of the tenant or of one rule, newest first (ruleId, current, size)',
    query: IssuedCouponQuery,
    handler: async ({ query, caller }) => issuedCoupons(caller, query),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/coupon/list',
    auth: 'user',
    summary: 'The caller’s coupons; with kind, tier and priceFen only those that apply, best first',
    query: OwnCouponQuery,
    handler: async ({ query, caller }) => {
      const me = await userDirectory.get(caller.userId);
      const records = await couponsOf(caller, me?.phone ?? '');
      const now = new Date();
      if (!query.kind) return records.map((r) => couponView(r, now));
      const draft = {
        kind: query.kind,
        tier: query.tier ?? '',
        priceFen: query.priceFen ?? 0,
        at: now.toISOString(),
      };
      return applicableCoupons(records, draft).map((r) => ({
        ...couponView(r, now),
        discountFen: r.discountFen,
      }));
    },
  }),
];
