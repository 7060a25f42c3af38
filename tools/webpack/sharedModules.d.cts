// Types for sharedModules.cjs, which the shell's tests read to check the shell shares the same list.
export declare const SINGLETON_PACKAGES: readonly string[];
export declare const WORKSPACE_PREFIXES: readonly string[];
export declare const WORKSPACE_SINGLETONS: readonly string[];
export declare const NOT_SHARED: readonly string[];
export declare function sharedPackageVersions(): Record<string, string>;
export declare function sharedModules(): Record<string, object>;
