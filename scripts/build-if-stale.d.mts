export declare const ROOT: string;
export declare function buildIfStale(options?: { root?: string; log?: (line: string) => void }): void;
