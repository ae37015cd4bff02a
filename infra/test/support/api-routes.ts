import { NestedStack, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { ApiStack } from '../../lib/api-stack.ts';
import type { Resources } from './app.ts';

/** A method as deployed, its references resolved across the API stack and its nested stacks. */
export interface DeployedMethod {
  method: string;
  /** Full resource path rebuilt from the AWS::ApiGateway::Resource tree, e.g. `/api/x/{id}`. */
  path: string;
  restApi: string;
  authorizationType: string;
  /** Resolved id of the authorizer (`<stack>/<logicalId>`), if any. */
  authorizer?: string;
  /** Resolved id of the function the proxy integration calls (`<stack>/<logicalId>.Arn`). */
  target?: string;
}

interface Scope {
  name: string;
  resources: Resources;
  /** Values the parent passes for this template's parameters; empty for the top-level stack. */
  parameters: Record<string, unknown>;
  parent?: Scope;
}

/** A reference as `<template>/<logicalId>[.<attribute>]`, following parameters up to their source. */
function resolve(scope: Scope, value: unknown): string {
  const node = value as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
  if (node.Ref !== undefined) {
    if (scope.parent && node.Ref in scope.parameters)
      return resolve(scope.parent, scope.parameters[node.Ref]);
    return `${scope.name}/${node.Ref}`;
  }
  if (node['Fn::GetAtt']) {
    const [id, attribute] = node['Fn::GetAtt'];
    return `${scope.name}/${id}.${attribute}`;
  }
  throw new Error(`Unexpected reference ${JSON.stringify(value)} in ${scope.name}`);
}

/** The function ARN referenced inside an integration URI (`Fn::Join` of the invoke path). */
function integrationTarget(scope: Scope, uri: unknown): string | undefined {
  const join = (uri as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  const parts = join?.[1].filter((part) => typeof part === 'object' && part !== null) ?? [];
  const refs = parts
    .map((part) => resolve(scope, part))
    .filter((ref) => !ref.endsWith('/AWS::Partition') && !ref.endsWith('/AWS::Region'));
  return refs.length === 1 ? refs[0] : undefined;
}

/** Every AWS::ApiGateway::Method of the API stack and its nested stacks, with its rebuilt path. */
export function deployedMethods(api: ApiStack): DeployedMethod[] {
  const top: Scope = {
    name: api.stackName,
    resources: Template.fromStack(api).toJSON().Resources,
    parameters: {},
  };
  const scopes = [top];
  for (const nested of api.node.findAll().filter((c): c is NestedStack => NestedStack.isNestedStack(c))) {
    const logicalId = Stack.of(api).getLogicalId(nested.nestedStackResource!);
    scopes.push({
      name: nested.node.path,
      resources: Template.fromStack(nested).toJSON().Resources,
      parameters: (top.resources[logicalId]?.Properties?.Parameters as Record<string, unknown>) ?? {},
      parent: top,
    });
  }

  const tree = new Map<string, { pathPart: string; parent: string }>();
  for (const scope of scopes) {
    for (const [id, resource] of Object.entries(scope.resources)) {
      if (resource.Type !== 'AWS::ApiGateway::Resource') continue;
      const props = resource.Properties!;
      tree.set(`${scope.name}/${id}`, {
        pathPart: String(props.PathPart),
        parent: resolve(scope, props.ParentId),
      });
    }
  }
  const pathOf = (ref: string): string => {
    if (ref.endsWith('.RootResourceId')) return '';
    const node = tree.get(ref);
    if (!node) throw new Error(`Unknown resource ${ref}`);
    return `${pathOf(node.parent)}/${node.pathPart}`;
  };

  const methods: DeployedMethod[] = [];
  for (const scope of scopes) {
    for (const resource of Object.values(scope.resources)) {
      if (resource.Type !== 'AWS::ApiGateway::Method') continue;
      const props = resource.Properties!;
      const integration = props.Integration as { Uri?: unknown } | undefined;
      methods.push({
        method: String(props.HttpMethod),
        path: pathOf(resolve(scope, props.ResourceId)) || '/',
        restApi: resolve(scope, props.RestApiId),
        authorizationType: String(props.AuthorizationType),
        authorizer: props.AuthorizerId ? resolve(scope, props.AuthorizerId) : undefined,
        target: integration?.Uri ? integrationTarget(scope, integration.Uri) : undefined,
      });
    }
  }
  return methods;
}

/** `<stack>/<logicalId>` of a construct's CloudFormation resource, as resolve() names it. */
export function refOf(element: { node: { defaultChild?: unknown } } & object, attribute?: string): string {
  const cfn = (element.node.defaultChild ?? element) as Parameters<Stack['getLogicalId']>[0];
  const stack = Stack.of(cfn);
  return `${stack.stackName}/${stack.getLogicalId(cfn)}${attribute ? `.${attribute}` : ''}`;
}
