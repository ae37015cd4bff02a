import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..', '..');

/**
 * The LocalStack path cannot run here (no Docker engine on these machines); this keeps what it
 * depends on true: the compose file offers every service the stacks use, and the deploy script
 * goes through cdklocal with the same CDK app.
 */
describe('LocalStack path', () => {
  const compose = parse(readFileSync(join(root, 'localstack/docker-compose.yml'), 'utf8')) as {
    services: { localstack: { image: string; ports: string[]; environment: Record<string, string> } };
  };

  it('runs LocalStack on the edge port with the services the stacks use', () => {
    const service = compose.services.localstack;
    expect(service.image).toMatch(/^localstack\/localstack:/);
    expect(service.ports).toContain('127.0.0.1:4566:4566');
    const services = service.environment.SERVICES!.split(',');
    for (const name of [
      'cloudformation',
      'lambda',
      'apigateway',
      'dynamodb',
      's3',
      'stepfunctions',
      'sns',
      'iam',
    ]) {
      expect(services).toContain(name);
    }
  });

  it('deploys the same CDK app (cdk.json) with cdklocal', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const cdk = JSON.parse(readFileSync(join(root, 'cdk.json'), 'utf8')) as { app: string };
    expect(cdk.app).toContain('infra/bin/app.ts');
    expect(pkg.scripts['deploy:localstack']).toContain('cdklocal deploy --all');
    expect(pkg.scripts.deploy).toContain('cdk deploy --all');
  });
});
