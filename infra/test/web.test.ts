import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST_STAGE } from '../lib/settings.ts';
import { testApp } from './support/app.ts';

interface Origin {
  Id: string;
  DomainName: unknown;
  OriginPath?: string;
  S3OriginConfig?: unknown;
  OriginAccessControlId?: unknown;
}
interface Behavior {
  PathPattern?: string;
  TargetOriginId: string;
  CachePolicyId: string;
  OriginRequestPolicyId?: string;
  AllowedMethods?: string[];
  ViewerProtocolPolicy: string;
}

const siteDir = mkdtempSync(join(tmpdir(), 'loopline-site-'));
writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Loopline</title>');

let template: Template;
let config: { Origins: Origin[]; DefaultCacheBehavior: Behavior; CacheBehaviors: Behavior[] } & Record<
  string,
  unknown
>;
let withoutSite: Template;
beforeAll(() => {
  template = Template.fromStack(testApp({ siteDir }).web);
  const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
  config = distribution!.Properties.DistributionConfig;
  withoutSite = Template.fromStack(testApp().web);
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const originOf = (behavior: Behavior) =>
  config.Origins.find((origin) => origin.Id === behavior.TargetOriginId)!;
const behaviorFor = (pattern: string) => config.CacheBehaviors.find((b) => b.PathPattern === pattern)!;

describe('web stack', () => {
  it('serves index.html at the root from the private bucket through origin access control', () => {
    expect(config.DefaultRootObject).toBe('index.html');
    const origin = originOf(config.DefaultCacheBehavior);
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(origin.S3OriginConfig).toBeDefined();
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Principal: { Service: 'cloudfront.amazonaws.com' }, Action: 's3:GetObject' }),
        ]),
      },
    });
  });

  it('does not rewrite errors to index.html (that would swallow API error envelopes)', () => {
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it('routes /api/* to the REST API stage, uncached, with every viewer header but Host', () => {
    const api = behaviorFor('/api/*');
    expect(api).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      ViewerProtocolPolicy: 'https-only',
    });
    expect(api.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']));
    const origin = originOf(api);
    expect(origin.OriginPath).toBe(`/${REST_STAGE}`);
    expect(JSON.stringify(origin.DomainName)).toContain('Loopline-Api');
  });

  it('routes /ws to the WebSocket API, whose `ws` stage is the viewer path itself', () => {
    const ws = behaviorFor('/ws');
    expect(ws).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
    });
    const origin = originOf(ws);
    expect(origin.OriginPath ?? '').toBe('');
    const domain = JSON.stringify(origin.DomainName);
    expect(domain).toContain('Loopline-Realtime');
    expect(domain).toContain('.execute-api.');
  });

  it('has exactly those two extra behaviours and logs every request', () => {
    expect(config.CacheBehaviors.map((b) => b.PathPattern).sort()).toEqual(['/api/*', '/ws']);
    expect(config.Logging).toMatchObject({ Prefix: 'cloudfront/' });
  });

  it('keeps both buckets private, encrypted and free of stale multipart uploads', () => {
    const buckets = Object.values(template.findResources('AWS::S3::Bucket'));
    expect(buckets).toHaveLength(2);
    for (const bucket of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption).toBeDefined();
      expect(bucket.Properties.LifecycleConfiguration.Rules).toContainEqual(
        expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 7 } }),
      );
    }
  });

  it('publishes the built SPA and invalidates the cache only when there is one', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 1);
    template.hasResourceProperties('Custom::CDKBucketDeployment', { DistributionPaths: ['/*'] });
    withoutSite.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });
});
