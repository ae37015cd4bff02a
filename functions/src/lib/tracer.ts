import { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * One X-Ray tracer for every function. Powertools turns itself off outside Lambda (no
 * AWS_EXECUTION_ENV), so the local cloud, tests and benches run it as a no-op; the local cloud also
 * sets POWERTOOLS_TRACE_ENABLED=false to say so explicitly.
 */
export const tracer = new Tracer({ serviceName: 'loopline' });
