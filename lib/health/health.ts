import 'server-only';
import { checkDatabaseNow } from '@/lib/db';

/** For load balancers: whether this instance can reach its database now (answers within 1.5 s). */
export const isStoreUp = (): Promise<boolean> => checkDatabaseNow();
