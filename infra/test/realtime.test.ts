import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeStack } from '../lib/realtime-stack.ts';
import { SOCKET_STAGE } from '../lib/settings.ts';
import { testApp } from './support/app.ts';

let realtime: RealtimeStack;
let template: Template;
let socketFn: string;
beforeAll(() => {
  realtime = testApp().realtime;
  template = Template.fromStack(realtime);
  socketFn = realtime.getLogicalId(realtime.socketFunction.node.defaultChild as never);
});

describe('realtime stack', () => {
  it('is a WebSocket API routing on the message action', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'WEBSOCKET',
      RouteSelectionExpression: '$request.body.action',
    });
  });

  it('has $connect, $disconnect, $default and heartbeat, all served by the socket function', () => {
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route'));
    expect(routes.map((route) => route.Properties.RouteKey).sort()).toEqual(
      ['$connect', '$default', '$disconnect', 'heartbeat'].sort(),
    );
    const integrations = template.findResources('AWS::ApiGatewayV2::Integration');
    for (const route of routes) {
      const target = JSON.stringify(route.Properties.Target);
      const integration = Object.entries(integrations).find(([id]) => target.includes(id));
      expect(integration, route.Properties.RouteKey).toBeDefined();
      expect(integration![1].Properties).toMatchObject({ IntegrationType: 'AWS_PROXY' });
      expect(JSON.stringify(integration![1].Properties.IntegrationUri)).toContain(socketFn);
    }
  });

  it('deploys the `ws` stage (CloudFront /ws maps onto it) with access logs', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: SOCKET_STAGE,
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.anyValue() },
    });
  });

  it('runs the socket on Node 22 with the two tables it records connections in, and no push access', () => {
    const resources = template.toJSON().Resources;
    const fn = resources[socketFn].Properties;
    expect(fn.Runtime).toBe('nodejs22.x');
    expect(Object.keys(fn.Environment.Variables)).toEqual(
      expect.arrayContaining(['TABLE_NAME', 'CONNECTIONS_TABLE_NAME']),
    );
    expect(fn.Environment.Variables).not.toHaveProperty('WS_MANAGEMENT_ENDPOINT');
    const role = resources[fn.Role['Fn::GetAtt'][0]].Properties;
    expect(JSON.stringify(role.ManagedPolicyArns)).not.toContain('PushAccess');
  });

  it('offers push access limited to the @connections API of the stage', () => {
    template.hasResourceProperties('AWS::IAM::ManagedPolicy', {
      PolicyDocument: {
        Statement: [
          Match.objectLike({
            Action: 'execute-api:ManageConnections',
            Resource: { 'Fn::Join': ['', Match.arrayWith([`/${SOCKET_STAGE}/*/@connections/*`])] },
          }),
        ],
      },
    });
  });
});
