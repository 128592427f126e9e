/** The site config as the console reads it (`GET /staff-api/site/config`): flags, fields, the maintenance notice. */
import { SITE_PATHS, SiteConfigReplySchema } from '../../contracts/site';
import { staffCall } from '../../api/client';
import { useLoad } from '../../ui/use-load';

export const useSiteConfig = () => useLoad((signal) => staffCall('GET', SITE_PATHS.config, SiteConfigReplySchema, undefined, signal), []);
