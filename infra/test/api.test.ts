import { type CfnElement, NestedStack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGroupSpecs as apiGroups, logSubscriberSpecs } from '../../shared/src/manifest/index.ts';
import { GATEWAY_ANSWERS } from '../lib/api/gateway-responses.ts';
import type { ApiStack } from '../lib/api-stack.ts';
import { AUTH_HEADER, REST_STAGE } from '../lib/settings.ts';
import { testApp } from './support/app.ts';

let api: ApiStack;
let template: Template;
beforeAll(() => {
  api = testApp().api;
  template = Template.fromStack(api);
});

function logicalId(construct: IConstruct): string {
  return api.getLogicalId(construct.node.defaultChild as CfnElement);
}

describe('api stack', () => {
  it('runs one Node 22 function per API group, plus the authorizer and the log subscribers', () => {
    expect([...api.groupFunctions.keys()]).toEqual(apiGroups.map((group) => group.name));
    const functions = Object.values(template.findResources('AWS::Lambda::Function'));
    expect(functions).toHaveLength(apiGroups.length + 1 + logSubscriberSpecs.length);
    for (const fn of functions) {
      expect(fn.Properties.Runtime).toBe('nodejs22.x');
      expect(fn.Properties.Handler).toBe('index.handler');
    }
  });

  it("hands every API group's audit and push lines to their consumers", () => {
    const filters = Object.values(template.findResources('AWS::Logs::SubscriptionFilter'));
    expect(filters).toHaveLength(apiGroups.length * logSubscriberSpecs.length);
    const patterns: Record<string, string> = {
      ingestAudit: '{ ($.audit = "operation") || ($.audit = "access") }',
      deliverPushes: '{ $.push = "users" }',
    };
    for (const spec of logSubscriberSpecs) {
      const consumer = logicalId(api.logSubscribers.get(spec.name)!);
      const own = filters.filter((f) => JSON.stringify(f.Properties.DestinationArn).includes(consumer));
      expect(own, spec.name).toHaveLength(apiGroups.length);
      for (const filter of own) expect(filter.Properties.FilterPattern).toBe(patterns[spec.name]);
      expect(new Set(own.map((f) => JSON.stringify(f.Properties.LogGroupName))).size).toBe(apiGroups.length);
    }
    // CloudWatch Logs takes at most two subscription filters per log group.
    const perGroup = new Map<string, number>();
    for (const f of filters) {
      const group = JSON.stringify(f.Properties.LogGroupName);
      perGroup.set(group, (perGroup.get(group) ?? 0) + 1);
    }
    expect(Math.max(...perGroup.values())).toBeLessThanOrEqual(2);
  });

  it('checks Blade-Auth with an uncached REQUEST authorizer', () => {
    template.resourceCountIs('AWS::ApiGateway::Authorizer', 1);
    template.hasResourceProperties('AWS::ApiGateway::Authorizer', {
      Type: 'REQUEST',
      IdentitySource: `method.request.header.${AUTH_HEADER}`,
      AuthorizerResultTtlInSeconds: 0,
    });
  });

  it('answers gateway errors in the JSON envelope, status and code alike', () => {
    const required = ['UNAUTHORIZED', 'ACCESS_DENIED', 'DEFAULT_4XX', 'DEFAULT_5XX'];
    const responses = Object.values(template.findResources('AWS::ApiGateway::GatewayResponse'));
    expect(responses.map((r) => r.Properties.ResponseType)).toEqual(expect.arrayContaining(required));
    expect(responses).toHaveLength(GATEWAY_ANSWERS.length);
    for (const response of responses) {
      const body = JSON.parse(response.Properties.ResponseTemplates['application/json']);
      expect(body).toEqual({
        code: Number(response.Properties.StatusCode),
        success: false,
        msg: expect.any(String),
        data: null,
      });
      expect(body.msg.length).toBeGreaterThan(0);
    }
    template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'UNAUTHORIZED',
      StatusCode: '401',
    });
  });

  it('serves a regional, access-logged, throttled stage', () => {
    template.hasResourceProperties('AWS::ApiGateway::RestApi', {
      EndpointConfiguration: { Types: ['REGIONAL'] },
      BinaryMediaTypes: ['*/*'],
    });
    template.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: REST_STAGE,
      AccessLogSetting: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
      MethodSettings: [Match.objectLike({ LoggingLevel: 'ERROR', ThrottlingRateLimit: 200 })],
    });
  });

  it('lets the API invoke each group function through one API-scoped permission', () => {
    const permissions = Object.values(template.findResources('AWS::Lambda::Permission'));
    const byGateway = permissions.filter((p) => p.Properties.Principal === 'apigateway.amazonaws.com');
    expect(byGateway).toHaveLength(apiGroups.length + 1);
    // The rest: CloudWatch Logs invoking the log subscribers, one per subscribed log group.
    const byLogs = permissions.filter((p) => p.Properties.Principal === 'logs.amazonaws.com');
    expect(byLogs).toHaveLength(apiGroups.length * logSubscriberSpecs.length);
    expect(byGateway.length + byLogs.length).toBe(permissions.length);
  });

  it('gives each group its own function, every one traced (grants: grants.test.ts)', () => {
    const resources = template.toJSON().Resources;
    for (const fn of api.groupFunctions.values()) {
      expect(resources[logicalId(fn)].Properties.TracingConfig).toEqual({ Mode: 'Active' });
    }
  });

  it('keeps every template, nested ones included, well under the 500-resource limit', () => {
    const nested = api.node.findAll().filter((c): c is NestedStack => NestedStack.isNestedStack(c));
    expect(nested).toHaveLength(apiGroups.length);
    for (const stack of [api, ...nested]) {
      const count = Object.keys(Template.fromStack(stack).toJSON().Resources).length;
      expect(count, stack.node.path).toBeLessThan(400);
    }
  });
});
