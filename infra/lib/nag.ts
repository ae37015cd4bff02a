import { Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag (v3) acknowledgements. Each one names the exact rule or finding and says why it is
 * acceptable; nothing is acknowledged by prefix.
 */
export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id, reason });
}

/** The AWS managed policy every NodejsFunction role gets; it grants only log-stream writes. */
export const LAMBDA_BASIC_EXECUTION =
  'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]';

/**
 * The string cdk-nag prints for a policy resource (its `flattenCfnReference`, which the package does
 * not export): Ref → `<Id>`, GetAtt → `<Id.Attr>`, Join concatenated. Same-stack tokens only.
 */
function flatten(node: unknown): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/}/g, '>');
  const obj = node as Record<string, unknown>;
  if (obj['Fn::Join']) {
    const [delimiter, items] = obj['Fn::Join'] as [string, unknown[]];
    return items.map(flatten).join(delimiter);
  }
  if (obj['Fn::Sub']) return flatten(obj['Fn::Sub']);
  if (obj['Fn::GetAtt']) {
    const [resource, attribute] = obj['Fn::GetAtt'] as [unknown, unknown];
    return `<${flatten(resource)}.${flatten(attribute)}>`;
  }
  if (obj.Ref) return `<${flatten(obj.Ref)}>`;
  return JSON.stringify(node);
}

/** The IAM5 finding id cdk-nag reports for a wildcard policy resource (an ARN token of this stack). */
export function wildcardResource(scope: IConstruct, arn: string): string {
  return `AwsSolutions-IAM5[Resource::${flatten(Stack.of(scope).resolve(arn))}]`;
}
