import { type CfnElement, NestedStack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGroups } from '../../functions/src/manifest.ts';
import { GATEWAY_ANSWERS } from '../lib/api/gateway-responses.ts';
import type { ApiStack } from '../lib/api-stack.ts';
import type { ServiceFunction } from '../lib/constructs/service-function.ts';
import { AUTH_HEADER, REST_STAGE, SMS_SENDERS } from '../lib/settings.ts';
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

function roleOf(fn: ServiceFunction): string {
  return logicalId(fn.role!);
}

function policiesOfRole(roleId: string): { Action: string | string[]; Effect: string; Resource: unknown }[] {
  return Object.values(template.findResources('AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
}

describe('api stack', () => {
  it('runs one Node 22 function per API group, plus the authorizer', () => {
    expect([...api.groupFunctions.keys()]).toEqual(apiGroups.map((group) => group.name));
    const functions = Object.values(template.findResources('AWS::Lambda::Function'));
    expect(functions).toHaveLength(apiGroups.length + 1);
    for (const fn of functions) {
      expect(fn.Properties.Runtime).toBe('nodejs22.x');
      expect(fn.Properties.Handler).toBe('index.handler');
    }
  });

  it('gives each group function the environment the handlers read', () => {
    for (const fn of api.groupFunctions.values()) {
      const props = template.toJSON().Resources[logicalId(fn)].Properties as {
        Environment: { Variables: Record<string, unknown> };
      };
      expect(Object.keys(props.Environment.Variables)).toEqual(
        expect.arrayContaining([
          'TABLE_NAME',
          'CONNECTIONS_TABLE_NAME',
          'FILES_BUCKET',
          'WS_MANAGEMENT_ENDPOINT',
          'SMS_PROVIDER',
          'LOOPLINE_MAX_DEVICES',
          'LOG_LEVEL',
          'STATE_MACHINE_SMOKE_ARN',
        ]),
      );
      expect(props.Environment.Variables.SMS_PROVIDER).toBe('sns');
    }
  });

  it('traces each group function with X-Ray (Powertools Tracer in the request pipeline)', () => {
    for (const fn of api.groupFunctions.values()) {
      const props = template.toJSON().Resources[logicalId(fn)].Properties as {
        TracingConfig?: { Mode: string };
      };
      expect(props.TracingConfig).toEqual({ Mode: 'Active' });
      const xray = policiesOfRole(roleOf(fn)).filter((s) => JSON.stringify(s.Action).includes('xray:'));
      expect(xray.length).toBeGreaterThan(0);
    }
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
    expect(permissions).toHaveLength(apiGroups.length + 1);
  });

  it('allows SMS publishing only to the groups that send codes, and never to topics', () => {
    for (const [name, fn] of api.groupFunctions) {
      const statements = policiesOfRole(roleOf(fn)).filter((s) => JSON.stringify(s.Action).includes('sns:'));
      // CDK merges Allow statements on '*' (here with the X-Ray writes of active tracing).
      const actions = (s: { Action: string | string[] }) => [s.Action].flat();
      if (SMS_SENDERS.includes(name)) {
        const allowed = statements.filter((s) => s.Effect === 'Allow' && s.Resource === '*');
        expect(allowed.flatMap(actions).filter((a) => a.startsWith('sns:'))).toEqual(['sns:Publish']);
        expect(statements).toEqual(
          expect.arrayContaining([expect.objectContaining({ Effect: 'Deny', Action: 'sns:Publish' })]),
        );
      } else {
        expect(statements).toEqual([]);
      }
    }
  });

  it('lets every group function start the state machines and push to sockets', () => {
    const roles = template.findResources('AWS::IAM::Role');
    for (const fn of api.groupFunctions.values()) {
      const start = policiesOfRole(roleOf(fn)).find((s) => s.Action === 'states:StartExecution');
      expect(start).toBeDefined();
      const managed = JSON.stringify(roles[roleOf(fn)]!.Properties.ManagedPolicyArns);
      for (const policy of ['TableAccess', 'ConnectionsAccess', 'FilesAccess', 'PushAccess']) {
        expect(managed).toContain(policy);
      }
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
