export declare function createScratchDatabase(name: string): Promise<{ url: string; drop(): Promise<void> }>;
