import { NestedStack } from 'aws-cdk-lib';
import {
  AuthorizationType,
  type IAuthorizer,
  type IResource,
  type LambdaIntegration,
  Method,
  Resource,
} from 'aws-cdk-lib/aws-apigateway';
import type { Construct } from 'constructs';
import { acknowledge } from '../nag.ts';
import { pathId, type RouteEntry } from './route-tree.ts';

export interface GroupRoutesProps {
  group: string;
  routes: readonly RouteEntry[];
  /** Resource paths this group alone uses, parents first. */
  ownPaths: readonly string[];
  /** Resources already made (the root and the shared ones); this group's own are added to it. */
  resources: Map<string, IResource>;
  integration: LambdaIntegration;
  authorizer: IAuthorizer;
}

/**
 * The API Gateway resources and methods of one API group, in a nested stack of its own: with a few
 * hundred routes one template would pass CloudFormation's 500-resource limit. The group's function,
 * its role and its Lambda permission stay in the API stack (see ApiStack).
 */
export class GroupRoutes extends NestedStack {
  constructor(scope: Construct, id: string, props: GroupRoutesProps) {
    super(scope, id, { description: `Loopline API routes of the ${props.group} group` });
    const { resources } = props;

    for (const path of props.ownPaths) {
      const cut = path.lastIndexOf('/');
      const parent = resources.get(path.slice(0, cut) || '/');
      if (!parent) throw new Error(`No parent resource for ${path}`);
      resources.set(
        path,
        new Resource(this, `Path${pathId(path)}`, { parent, pathPart: path.slice(cut + 1) }),
      );
    }

    for (const route of props.routes) {
      const resource = resources.get(route.path);
      if (!resource) throw new Error(`No resource for ${route.path}`);
      const method = new Method(this, `${route.method}${pathId(route.path)}`, {
        resource,
        httpMethod: route.method,
        integration: props.integration,
        options:
          route.auth === 'public'
            ? { authorizationType: AuthorizationType.NONE }
            : { authorizationType: AuthorizationType.CUSTOM, authorizer: props.authorizer },
      });
      if (route.auth === 'public') {
        acknowledge(
          method,
          'AwsSolutions-APIG4',
          'A public route of the manifest (sign-in, registration, captcha, SMS codes, public key): callable before login by design.',
        );
      }
      acknowledge(
        method,
        'AwsSolutions-COG4',
        'Loopline issues its own tokens (Blade-Auth) with server-side sessions that sign-out revokes at once; a Lambda REQUEST authorizer checks them, not Cognito.',
      );
    }

    // A method a resource does not serve would get API Gateway's own 403 "Missing Authentication
    // Token" (mapped to 404 in gateway-responses.ts). An ANY method per resource hands it instead to
    // the group's function, which answers 405 with Allow (204 to OPTIONS); the explicit methods above
    // take precedence over ANY. No authorizer: the answer names only the methods, which the route
    // table publishes anyway, and runs no handler.
    for (const path of new Set(props.routes.map((route) => route.path))) {
      const method = new Method(this, `ANY${pathId(path)}`, {
        resource: resources.get(path)!,
        httpMethod: 'ANY',
        integration: props.integration,
        options: { authorizationType: AuthorizationType.NONE },
      });
      acknowledge(
        method,
        'AwsSolutions-APIG4',
        'The catch-all for methods a resource does not serve: the function answers 405 with Allow (or 204 to OPTIONS) before any caller check or handler runs.',
      );
      acknowledge(
        method,
        'AwsSolutions-COG4',
        'The catch-all for methods a resource does not serve calls no handler, so it needs no session (Loopline issues its own tokens; see the routes).',
      );
    }
  }
}
