import { Aws, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccessLogFormat,
  EndpointType,
  IdentitySource,
  type IResource,
  LambdaIntegration,
  LogGroupLogDestination,
  MethodLoggingLevel,
  RequestAuthorizer,
  Resource,
  RestApi,
} from 'aws-cdk-lib/aws-apigateway';
import { Effect, type IRole, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { apiGroups, otherFunctions } from '../../functions/src/manifest.ts';
import { addGatewayResponses } from './api/gateway-responses.ts';
import { GroupRoutes } from './api/group-routes.ts';
import { pathId, resourceOwners, routeEntries } from './api/route-tree.ts';
import { ServiceFunction } from './constructs/service-function.ts';
import type { DataStack } from './data-stack.ts';
import { acknowledge } from './nag.ts';
import type { RealtimeStack } from './realtime-stack.ts';
import {
  AUTH_HEADER,
  DEFAULT_EMAIL_FROM,
  EMAIL_SENDERS,
  FILE_READING_PACKAGES,
  REST_STAGE,
  SMS_SENDERS,
  stateMachineEnvName,
} from './settings.ts';
import type { WorkflowsStack } from './workflows-stack.ts';

export interface ApiStackProps extends StackProps {
  data: DataStack;
  realtime: RealtimeStack;
  workflows: WorkflowsStack;
}

/**
 * The REST API built from the route manifest: one Lambda per API group (its own router inside),
 * a REQUEST authorizer on every `user`/`admin` route, and gateway answers in our envelope.
 * Resources and methods live in one nested stack per group (GroupRoutes); paths shared by several
 * groups (`/api`, `/api/cloud`, …) are created here once.
 */
export class ApiStack extends Stack {
  readonly api: RestApi;
  readonly authorizerFunction: ServiceFunction;
  readonly groupFunctions = new Map<string, ServiceFunction>();

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { data, realtime, workflows } = props;

    this.api = new RestApi(this, 'Rest', {
      restApiName: 'loopline-api',
      description: 'Loopline REST API (/api/*), served through CloudFront',
      endpointTypes: [EndpointType.REGIONAL],
      // Files and images come back base64-encoded from the functions; JSON bodies arrive
      // base64-encoded too, which the router decodes.
      binaryMediaTypes: ['*/*'],
      cloudWatchRole: true,
      deployOptions: {
        stageName: REST_STAGE,
        accessLogDestination: new LogGroupLogDestination(
          new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS }),
        ),
        accessLogFormat: AccessLogFormat.jsonWithStandardFields(),
        loggingLevel: MethodLoggingLevel.ERROR,
        metricsEnabled: true,
        tracingEnabled: true,
        throttlingRateLimit: 200,
        throttlingBurstLimit: 400,
      },
    });
    addGatewayResponses(this.api);
    acknowledge(
      this.api,
      'AwsSolutions-APIG2',
      'Every handler validates its body and query with the route zod schemas and answers 400 in our envelope; gateway validation would answer in a different shape.',
    );
    acknowledge(
      this.api.deploymentStage,
      'AwsSolutions-APIG3',
      'Viewers reach the API only through CloudFront, where a web ACL belongs (see the CFR2 note in WebStack); the stage itself is throttled and non-public routes need a live session.',
    );
    acknowledge(
      this.api.node.findChild('CloudWatchRole'),
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      'The account-level role API Gateway needs to write access and execution logs; the AWS policy is scoped to that purpose.',
    );

    const baseEnv = {
      TABLE_NAME: data.table.tableName,
      CONNECTIONS_TABLE_NAME: data.connectionsTable.tableName,
      FILES_BUCKET: data.filesBucket.bucketName,
      WS_MANAGEMENT_ENDPOINT: realtime.managementEndpoint,
    };
    const machineEnv = Object.fromEntries(
      [...workflows.stateMachines].map(([name, machine]) => [
        stateMachineEnvName(name),
        machine.stateMachineArn,
      ]),
    );

    this.authorizerFunction = new ServiceFunction(this, 'Authorizer', {
      entry: otherFunctions.authorizer,
      description: 'Loopline REST authorizer: Blade-Auth access token and live session',
      environment: { TABLE_NAME: data.table.tableName },
    });
    this.authorizerFunction.role!.addManagedPolicy(data.tableAccess);
    const authorizer = new RequestAuthorizer(this, 'BladeAuth', {
      handler: this.authorizerFunction,
      identitySources: [IdentitySource.header(AUTH_HEADER)],
      // No caching: a signed-out session must be refused on its very next request.
      resultsCacheTtl: Duration.seconds(0),
    });

    const integrations = new Map<string, LambdaIntegration>();
    for (const group of apiGroups) {
      const fn = new ServiceFunction(this, `Group-${group.name}`, {
        entry: group.entry,
        description: `Loopline API group ${group.name}`,
        environment: { ...baseEnv, ...machineEnv },
        vendored: FILE_READING_PACKAGES,
        tracing: Tracing.ACTIVE,
      });
      acknowledge(
        fn.role!,
        'AwsSolutions-IAM5[Resource::*]',
        'Active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords have no resource-level permissions; CDK adds exactly these.',
      );
      for (const policy of [
        data.tableAccess,
        data.connectionsAccess,
        data.filesAccess,
        realtime.pushAccess,
      ]) {
        fn.role!.addManagedPolicy(policy);
      }
      for (const machine of workflows.stateMachines.values()) machine.grantStartExecution(fn);
      if (SMS_SENDERS.includes(group.name)) this.allowSms(fn);
      if (EMAIL_SENDERS.includes(group.name)) this.allowEmail(fn);
      if (group.name === 'oss') this.allowDirectUploads(fn, data.directUploadRole);
      this.groupFunctions.set(group.name, fn);
      // One permission per function for the whole API rather than one per method (resource count).
      integrations.set(group.name, new LambdaIntegration(fn, { scopePermissionToMethod: false }));
    }

    const entries = routeEntries(apiGroups);
    const owners = resourceOwners(entries);
    const resources = new Map<string, IResource>([['/', this.api.root]]);
    for (const [path, owner] of owners) {
      if (owner !== null) continue;
      const cut = path.lastIndexOf('/');
      const parent = resources.get(path.slice(0, cut) || '/')!;
      resources.set(
        path,
        new Resource(this, `Path${pathId(path)}`, { parent, pathPart: path.slice(cut + 1) }),
      );
    }
    for (const group of apiGroups) {
      new GroupRoutes(this, `Routes-${group.name}`, {
        group: group.name,
        routes: entries.filter((entry) => entry.group === group.name),
        ownPaths: [...owners].filter(([, owner]) => owner === group.name).map(([path]) => path),
        resources,
        integration: integrations.get(group.name)!,
        authorizer,
      });
    }

    new CfnOutput(this, 'RestApiUrl', { value: this.api.url });
  }

  /** The alternative upload type: the oss function assumes the data stack's direct-upload role per caller. */
  private allowDirectUploads(fn: ServiceFunction, role: IRole): void {
    role.grantAssumeRole(fn.role!);
    fn.addEnvironment('UPLOAD_ROLE_ARN', role.roleArn);
  }

  /** E-mail goes through SES from the configured sender identity (context `loopline:emailFrom`). */
  private allowEmail(fn: ServiceFunction): void {
    const from = (this.node.tryGetContext('loopline:emailFrom') as string | undefined) ?? DEFAULT_EMAIL_FROM;
    fn.addEnvironment('EMAIL_PROVIDER', 'ses');
    fn.addEnvironment('EMAIL_FROM', from);
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [`arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:identity/*`],
      }),
    );
    acknowledge(
      fn.role!,
      'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*]',
      'SES checks both the sender identity and each recipient address as identities; recipients are only known at run time.',
    );
  }

  /** Text messages go to phone numbers, which have no ARN; publishing to topics is denied. */
  private allowSms(fn: ServiceFunction): void {
    fn.addToRolePolicy(new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }));
    fn.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.DENY,
        actions: ['sns:Publish'],
        resources: [`arn:${Aws.PARTITION}:sns:*:*:*`],
      }),
    );
    acknowledge(
      fn.role!,
      'AwsSolutions-IAM5[Resource::*]',
      'SMS verification codes are published to phone numbers, which have no resource ARN; a Deny statement beside it rules out every SNS topic.',
    );
  }
}
