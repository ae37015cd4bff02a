/**
 * Types of the data-only manifest: what the CDK app needs to know about the functions and routes,
 * without importing any of their code (no zod, no handlers, no SDK).
 */
export type AuthLevel = 'public' | 'user' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * An AWS resource a function's code touches. Each one is a grant and the environment variable that
 * names it, so a function without the grant also lacks the name and fails loudly rather than quietly.
 * - `table` / `connections`: item read/write on the main / socket-connections table
 *   (TABLE_NAME / CONNECTIONS_TABLE_NAME);
 * - `files`: objects in the files bucket (FILES_BUCKET);
 * - `push`: posting to sockets through the WebSocket management API (WS_MANAGEMENT_ENDPOINT);
 * - `sms`: SNS text messages to phone numbers (SMS_PROVIDER=sns);
 * - `email`: SES e-mail from the configured sender (EMAIL_PROVIDER=ses, EMAIL_FROM);
 * - `directUploads`: assuming the direct-upload role for a caller (UPLOAD_ROLE_ARN);
 * - `settingsKey`: GenerateDataKey/Decrypt with the KMS key that wraps the data keys of sealed
 *   settings: payment providers, SMS and storage resources (SETTINGS_KEY_ID; lib/sealing).
 * Other secrets (token signing key, credential RSA pair) live in the main table, so there is no
 * Secrets Manager or Parameter Store grant to hand out.
 */
export type AwsResource =
  | 'table'
  | 'connections'
  | 'files'
  | 'push'
  | 'sms'
  | 'email'
  | 'directUploads'
  | 'settingsKey';

/** What one Lambda function is allowed to use: resources, and the state machines it starts. */
export interface FunctionUses {
  uses: readonly AwsResource[];
  /** Names of `stateMachines` this function starts with `startWorkflow(name, …)`. */
  starts?: readonly string[];
}

/** One Lambda function: its module (relative to functions/src, exporting `handler`) and its uses. */
export interface FunctionSpec extends FunctionUses {
  entry: string;
}

/**
 * An API group is one Lambda with its own router. `folders` are the functions/src folders whose
 * route declarations it serves: the one place that says which folder's routes land in which Lambda.
 */
export interface ApiGroupSpec extends FunctionSpec {
  name: string;
  folders: readonly string[];
}

/** A workflow worker; `localOnly` ones run in the local cloud and tests but are never deployed. */
export interface WorkerSpec extends FunctionSpec {
  localOnly?: boolean;
}

export interface ScheduledJobSpec extends FunctionSpec {
  name: string;
  /** EventBridge rate in the stack, a timer in the local cloud. */
  everyMinutes: number;
}

/**
 * A consumer of the API groups' log lines: a CloudWatch Logs subscription filter on each group's log
 * group in the stack, the local cloud's stdout tap locally. `match` is the JSON filter pattern
 * `{ $.<field> = "<a>" || $.<field> = "<b>" … }`, the one form both sides read.
 */
export interface LogSubscriberSpec extends FunctionSpec {
  name: string;
  match: { field: string; anyOf: readonly string[] };
}

/** A state machine in statemachines/, with the workers its Task states call (by substitution name). */
export interface StateMachineSpec {
  name: string;
  file: string;
  tasks: Readonly<Record<string, string>>;
  localOnly?: boolean;
}

/** One REST route as deployed: generated from the runtime route declarations (routes.gen.ts). */
export interface RouteRow {
  method: HttpMethod;
  path: string;
  auth: AuthLevel;
  group: string;
  /** The functions/src folder whose module declares the route. */
  folder: string;
  summary: string;
}
