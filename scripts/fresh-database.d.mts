export declare const postgresServer: string;
export declare function createFreshDatabase(prefix: string): Promise<{ name: string; url: string }>;
export declare function dropDatabase(name: string): Promise<void>;
