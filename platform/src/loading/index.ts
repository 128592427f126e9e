/** Remote app loading: load states, the remote app loader and the chunk reload guard. */
export {
  AppLoadState,
  InvalidTransitionError,
  appLoadStateName,
  canTransition,
  transition,
} from './app-load-state';
export {
  LoadCancelledError,
  createRemoteAppLoader,
  systemClock,
  type Clock,
  type RemoteAppLoader,
  type RemoteAppLoaderOptions,
} from './remote-app-loader';
export {
  CHUNK_RELOAD_KEY,
  createChunkReloadGuard,
  isChunkLoadError,
  type ChunkReloadGuard,
  type ChunkReloadGuardDeps,
} from './chunk-reload-guard';
