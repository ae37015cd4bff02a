import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { socketSpec } from '../../shared/src/manifest/index.ts';
import { LooplineFunction } from './constructs/loopline-function.ts';
import type { DataStack } from './data-stack.ts';
import { acknowledge, wildcardResource } from './nag.ts';
import { SOCKET_STAGE } from './settings.ts';

export interface RealtimeStackProps extends StackProps {
  data: DataStack;
}

/** Routes of the socket besides $connect/$disconnect/$default, selected by the message's `action`. */
export const SOCKET_ROUTES = ['heartbeat'] as const;

/**
 * The WebSocket API: one Lambda serves $connect (authenticates `?token=`), $disconnect, heartbeat
 * and $default; it only records connections, it never pushes. Functions that push
 * (PostToConnection) get `pushAccess` and WS_MANAGEMENT_ENDPOINT, the stage's https callback URL,
 * when their manifest entry uses `push`.
 */
export class RealtimeStack extends Stack {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  /** `https://<api>.execute-api.<region>.amazonaws.com/ws`, for the management API client. */
  readonly managementEndpoint: string;
  readonly pushAccess: ManagedPolicy;
  readonly socketFunction: LambdaFunction;

  constructor(scope: Construct, id: string, props: RealtimeStackProps) {
    super(scope, id, props);
    const { data } = props;

    this.socketFunction = new LooplineFunction(this, 'SocketFunction', {
      code: { entry: socketSpec.entry },
      description: 'Loopline WebSocket: $connect, $disconnect, heartbeat, $default',
      uses: socketSpec,
      resources: { data },
    }).function;
    const integration = (name: string) =>
      new WebSocketLambdaIntegration(`${name}Integration`, this.socketFunction);

    this.api = new WebSocketApi(this, 'Socket', {
      apiName: 'loopline-socket',
      description: 'Loopline live pushes (LOGOUT, QUIT, MODEL_SPLIT, STATUS_UPDATE)',
      routeSelectionExpression: '$request.body.action',
      connectRouteOptions: { integration: integration('Connect') },
      disconnectRouteOptions: { integration: integration('Disconnect') },
      defaultRouteOptions: { integration: integration('Default') },
    });
    for (const route of SOCKET_ROUTES) this.api.addRoute(route, { integration: integration(route) });
    for (const route of this.api.node.children.filter((child) => child.node.id.endsWith('-Route'))) {
      acknowledge(
        route,
        'AwsSolutions-APIG4',
        'The socket handler authenticates $connect itself (browsers cannot send headers on a WebSocket, the token comes as ?token=) and refuses it with 401 before anything is stored; every other route exists only on a connection $connect accepted.',
      );
    }

    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: SOCKET_STAGE,
      autoDeploy: true,
      throttle: { rateLimit: 100, burstLimit: 200 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(
          new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS }),
        ),
        format: AccessLogFormat.jsonWithStandardFields(),
      },
    });
    this.managementEndpoint = this.stage.callbackUrl;

    const connections = this.formatArn({
      service: 'execute-api',
      resource: this.api.apiId,
      resourceName: `${SOCKET_STAGE}/*/@connections/*`,
    });
    this.pushAccess = new ManagedPolicy(this, 'PushAccess', {
      description: 'Post to, read and close the sockets of the Loopline WebSocket API',
      statements: [
        new PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: [connections] }),
      ],
    });
    acknowledge(
      this.pushAccess,
      wildcardResource(this, connections),
      'Connection ids exist only at run time; the grant is limited to the @connections API of this stage.',
    );

    new CfnOutput(this, 'SocketUrl', { value: this.stage.url });
  }
}
