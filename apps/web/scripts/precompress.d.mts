export declare const COMPRESSIBLE: RegExp;
export declare function precompress(dir: string): Promise<{ files: number; raw: number; brotli: number; gzip: number }>;
