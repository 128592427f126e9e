export * from './lifecycles';
export * from './hooks';
export { useStore } from '@nanostores/react';
export * from './RouteOverview';
export * from './RouteParamList';
export * from './ShellParcel';
