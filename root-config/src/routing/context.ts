/**
 * The routing context read from platform stores: session, ban state, KYC state (user config), site config, maintenance,
 * language sources. `onContextChange` fires when any of them changes, so guards are re-evaluated.
 */
import {
  $ban,
  $isAuthorized,
  $maintenanceActive,
  $siteConfig,
  $userConfig,
  isProductionBuild,
  readLanguageCookie,
  type ResolveContext,
} from '@kickoff/platform';

export function readContext(): ResolveContext {
  const config = $siteConfig.get();
  return {
    production: isProductionBuild,
    authorized: $isAuthorized.get(),
    config,
    languageSources: {
      cookie: readLanguageCookie(),
      browser: typeof navigator !== 'undefined' ? navigator.languages ?? [navigator.language] : [],
    },
    maintenanceActive: $maintenanceActive.get(),
    ban: $ban.get(),
    kyc: kycOf($userConfig.get()),
  };
}

const kycOf = (config: { is_need_identification: boolean; isDataAfterRegistration: boolean } | null): ResolveContext['kyc'] =>
  config ? { needIdentification: config.is_need_identification, dataAfterRegistration: config.isDataAfterRegistration } : undefined;

export function onContextChange(listener: () => void): () => void {
  const offs = [$isAuthorized.listen(listener), $siteConfig.listen(listener), $maintenanceActive.listen(listener), $ban.listen(listener), $userConfig.listen(listener)];
  return () => offs.forEach((off) => off());
}
