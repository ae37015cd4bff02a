import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
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
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import {
  FilterPattern,
  type ILogGroup,
  LogGroup,
  RetentionDays,
  SubscriptionFilter,
} from 'aws-cdk-lib/aws-logs';
import { LambdaDestination } from 'aws-cdk-lib/aws-logs-destinations';
import type { Construct } from 'constructs';
import {
  apiGroupSpecs,
  authorizerSpec,
  logSubscriberSpecs,
  routeTable,
} from '../../shared/src/manifest/index.ts';
import { addGatewayResponses } from './api/gateway-responses.ts';
import { GroupRoutes } from './api/group-routes.ts';
import { pathId, resourceOwners, routeEntries } from './api/route-tree.ts';
import { LooplineFunction } from './constructs/loopline-function.ts';
import type { DataStack } from './data-stack.ts';
import { acknowledge } from './nag.ts';
import type { RealtimeStack } from './realtime-stack.ts';
import { API_GROUP_VENDORED, AUTH_HEADER, FILE_READING_PACKAGES, REST_STAGE } from './settings.ts';
import type { WorkflowsStack } from './workflows-stack.ts';

export interface ApiStackProps extends StackProps {
  data: DataStack;
  realtime: RealtimeStack;
  workflows: WorkflowsStack;
}

/**
 * The REST API built from the data-only route table (shared/src/manifest, never the function code):
 * one Lambda per API group (its own router inside) with the grants its manifest entry declares,
 * a REQUEST authorizer on every `user`/`admin` route, and gateway answers in our envelope.
 * Resources and methods live in one nested stack per group (GroupRoutes); paths shared by several
 * groups (`/api`, `/api/cloud`, …) are created here once.
 */
export class ApiStack extends Stack {
  readonly api: RestApi;
  readonly authorizerFunction: LambdaFunction;
  readonly groupFunctions = new Map<string, LambdaFunction>();
  readonly logSubscribers = new Map<string, LambdaFunction>();

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

    const offered = { data, push: realtime, machines: workflows.stateMachines };
    this.authorizerFunction = new LooplineFunction(this, 'Authorizer', {
      code: { entry: authorizerSpec.entry },
      description: 'Loopline REST authorizer: Blade-Auth access token and live session',
      uses: authorizerSpec,
      resources: offered,
    }).function;
    const authorizer = new RequestAuthorizer(this, 'BladeAuth', {
      handler: this.authorizerFunction,
      identitySources: [IdentitySource.header(AUTH_HEADER)],
      // No caching: a signed-out session must be refused on its very next request.
      resultsCacheTtl: Duration.seconds(0),
    });

    const integrations = new Map<string, LambdaIntegration>();
    const groupLogs: ILogGroup[] = [];
    for (const group of apiGroupSpecs) {
      const { function: fn, logGroup } = new LooplineFunction(this, `Group-${group.name}`, {
        code: {
          entry: group.entry,
          vendored: [...FILE_READING_PACKAGES, ...(API_GROUP_VENDORED[group.name] ?? [])],
        },
        description: `Loopline API group ${group.name}`,
        uses: group,
        resources: offered,
      });
      groupLogs.push(logGroup);
      this.groupFunctions.set(group.name, fn);
      // One permission per function for the whole API rather than one per method (resource count).
      integrations.set(group.name, new LambdaIntegration(fn, { scopePermissionToMethod: false }));
    }

    // The API groups' audit lines reach their consumers through subscription filters on the groups'
    // log groups: the request path prints a line and writes nothing (lib/console/auditLine.ts).
    for (const subscriber of logSubscriberSpecs) {
      const consumer = new LooplineFunction(this, `LogSubscriber-${subscriber.name}`, {
        code: { entry: subscriber.entry },
        description: `Loopline log subscriber ${subscriber.name}`,
        uses: subscriber,
        resources: offered,
      }).function;
      this.logSubscribers.set(subscriber.name, consumer);
      const destination = new LambdaDestination(consumer);
      groupLogs.forEach((logGroup, i) => {
        new SubscriptionFilter(this, `LogSubscriber-${subscriber.name}-${apiGroupSpecs[i]!.name}`, {
          logGroup,
          destination,
          filterPattern: FilterPattern.any(
            ...subscriber.match.anyOf.map((value) =>
              FilterPattern.stringValue(`$.${subscriber.match.field}`, '=', value),
            ),
          ),
        });
      });
    }

    const entries = routeEntries(routeTable);
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
    for (const group of apiGroupSpecs) {
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
}
