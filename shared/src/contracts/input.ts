import type { z } from 'zod';

/**
 * What a client may send for a request schema (`z.input`): the SPA writes its bodies as
 * `{ … } satisfies RequestInput<typeof SomeBody>`, so a field the server renamed or a wrong type
 * fails the SPA's type check instead of answering 400 at run time.
 */
export type RequestInput<S extends z.ZodType> = z.input<S>;
