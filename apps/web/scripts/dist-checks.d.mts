export declare const REACT_DEVELOPMENT_MARKERS: readonly string[];
export declare const REACT_PRODUCTION_MARKER: string;
export declare function productionBuildProblems(distDir: string): string[];
export declare function loginRouteScripts(distDir: string): string[];
export declare function bundledSources(distDir: string, files: readonly string[], root: string): string[];
