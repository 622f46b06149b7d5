import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that loads zod and the schema on the first validation (the first
 * submit), so public pages do not ship zod with their first load. The same schema validates on
 * the server.
 */
export function lazyZodResolver<Values extends FieldValues>(
  loadSchema: () => Promise<z.ZodType>,
): Resolver<Values> {
  let loaded: Promise<Resolver<Values>> | undefined;
  return async (values, context, options) => {
    loaded ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<Values>,
    );
    return (await loaded)(values, context, options);
  };
}
