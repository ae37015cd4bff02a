import { Aws, CfnOutput, DefaultStackSynthesizer, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import type { WebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, RestApiOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { SecureBucket } from './constructs/secure-bucket.ts';
import { acknowledge, LAMBDA_BASIC_EXECUTION, wildcardResource } from './nag.ts';
import { REST_STAGE } from './settings.ts';

export interface WebStackProps extends StackProps {
  restApi: RestApi;
  socketApi: WebSocketApi;
  /** The built SPA (frontend/dist); when absent the bucket is left empty. */
  siteDir?: string;
}

/**
 * The one public address: CloudFront serving the SPA from a private bucket (origin access
 * control), `/api/*` to the REST API and `/ws` to the WebSocket API, so the browser sees a single
 * origin (no CORS, cookies and tokens stay first-party).
 *
 * No error-page rewrites to index.html: the SPA uses hash routes, and a distribution-wide 403/404
 * rewrite would also swallow the API's 4xx envelopes.
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  /** Uploads the SPA and invalidates the cache, when there is a built SPA to upload. */
  readonly deployment?: BucketDeployment;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    // CloudFront standard logs are delivered with an ACL grant, so this bucket keeps ACLs enabled.
    const logs = new SecureBucket(this, 'Logs', {
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(365) }],
    });
    acknowledge(
      logs,
      'AwsSolutions-S1',
      'This is the log bucket of the distribution and the site bucket; logging it into another bucket would only move the question.',
    );
    const site = new SecureBucket(this, 'Site', {
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site/',
    });

    const noCache = {
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Every viewer header (Blade-Auth, Client-Id, Sec-WebSocket-*), cookie and query string,
      // except Host, which must be the API's own for API Gateway to route the request.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    };
    // The socket stage is named `ws`, so the viewer path `/ws` is the stage path: no origin path.
    const socketDomain = `${props.socketApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;

    this.distribution = new Distribution(this, 'Cdn', {
      comment: 'Loopline web app, REST API and socket',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(site),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        compress: true,
      },
      additionalBehaviors: {
        // Viewer `/api/x` → `/<stage>/api/x`: the manifest's paths start with /api themselves.
        '/api/*': { origin: new RestApiOrigin(props.restApi, { originPath: `/${REST_STAGE}` }), ...noCache },
        '/ws': {
          origin: new HttpOrigin(socketDomain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          ...noCache,
        },
      },
    });
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR4',
      'The distribution uses the default *.cloudfront.net certificate until a custom domain is configured; CloudFront then negotiates TLS 1.2+ with modern viewers but the minimum cannot be pinned.',
    );

    if (props.siteDir) {
      this.deployment = new BucketDeployment(this, 'Publish', {
        sources: [Source.asset(props.siteDir)],
        destinationBucket: site,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
      this.acknowledgeDeployment(this.deployment, site);
    }

    acknowledge(
      this.distribution,
      'AwsSolutions-CFR1',
      'Loopline serves project teams wherever they are; there is no country to allow or deny.',
    );
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR2',
      'No web ACL yet: a CLOUDFRONT-scope WAFv2 ACL must live in us-east-1 and this app is region-agnostic. Non-public API routes need a live session, the stages are throttled, and uploads bypass the API (presigned S3). Adding an ACL in a us-east-1 stack is an operations follow-up.',
    );
    new CfnOutput(this, 'SiteUrl', { value: `https://${this.distribution.distributionDomainName}` });
  }

  /** The upload function is CDK's own BucketDeployment handler; its findings are its design. */
  private acknowledgeDeployment(deployment: BucketDeployment, site: SecureBucket): void {
    const handler = deployment.handlerRole.node.scope!;
    const qualifier =
      (this.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') as string | undefined) ??
      DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const assets = `arn:<AWS::Partition>:s3:::cdk-${qualifier}-assets-<AWS::AccountId>-<AWS::Region>/*`;
    const why =
      'CDK BucketDeployment handler: it copies the SPA from the CDK asset bucket into the site bucket and invalidates the distribution; its runtime, role and grants are set by aws-cdk-lib.';
    for (const id of [
      'AwsSolutions-L1',
      LAMBDA_BASIC_EXECUTION,
      'AwsSolutions-IAM5[Action::s3:GetBucket*]',
      'AwsSolutions-IAM5[Action::s3:GetObject*]',
      'AwsSolutions-IAM5[Action::s3:List*]',
      'AwsSolutions-IAM5[Action::s3:Abort*]',
      'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
      `AwsSolutions-IAM5[Resource::${assets}]`,
      wildcardResource(this, site.arnForObjects('*')),
      // cloudfront:CreateInvalidation/GetInvalidation do not support resource-level permissions here.
      'AwsSolutions-IAM5[Resource::*]',
    ]) {
      acknowledge(handler, id, why);
    }
  }
}
