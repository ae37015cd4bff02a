declare module 'asl-validator' {
  interface ValidationError {
    'Error code': string;
    Message: string;
  }
  export default function aslValidator(
    definition: unknown,
    options?: { checkPaths?: boolean; checkArn?: boolean },
  ): { isValid: boolean; errors: ValidationError[]; errorsText: (separator?: string) => string };
}
