import { getEnv } from '../env/env';
import { createApiClient } from './client';

/** The page's shared client (base URLs from the environment the server wrote into the page). */
export const api = createApiClient({ env: getEnv });
