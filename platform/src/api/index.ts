import { getEnv } from '../env/env';
import { createApiClient } from './client';

export * from './client';
export * from './errors';

/** The page's shared client (base URLs from the environment the server wrote into the page). */
export const api = createApiClient({ env: getEnv });
