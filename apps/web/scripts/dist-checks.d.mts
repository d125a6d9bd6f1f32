export declare const REACT_DEVELOPMENT_MARKERS: readonly string[];
export declare const REACT_PRODUCTION_MARKER: string;
export declare function productionBuildProblems(distDir: string): string[];
